// The English catalogue of @levelup/ui, namespace `ui`: texts keyed by meaning, in the spec's words.
// One file per area under en/; the pseudo-locale is derived from it at runtime (define-catalogue.ts).
import { defineCatalogue } from './define-catalogue.ts';
import { account } from './en/account.ts';
import { alerts } from './en/alerts.ts';
import { auth } from './en/auth.ts';
import { battlePass } from './en/battle-pass.ts';
import { common } from './en/common.ts';
import { drawer } from './en/drawer.ts';
import { launchpad } from './en/launchpad.ts';
import { items, missions } from './en/missions.ts';
import { payments } from './en/payments.ts';
import { profileRewards } from './en/profile-rewards.ts';
import { booster, currency, progression, purchase } from './en/progression.ts';
import { referrals, rewardName, rewards, wallets } from './en/rewards.ts';
import { wall } from './en/wall.ts';

export const UI_ENGLISH = {
  account,
  alerts,
  auth,
  battlePass,
  booster,
  common,
  currency,
  drawer,
  items,
  launchpad,
  missions,
  payments,
  profileRewards,
  progression,
  purchase,
  referrals,
  rewardName,
  rewards,
  wall,
  wallets,
} as const;

/** Typed texts of @levelup/ui: `useUiText()` in components, `uiText()` elsewhere. */
export const { useText: useUiText, text: uiText } = defineCatalogue('ui', UI_ENGLISH);
