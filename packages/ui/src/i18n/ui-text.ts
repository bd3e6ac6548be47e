// The core English catalogue of @levelup/ui, namespace `ui`: texts keyed by meaning, in the spec's
// words. One file per area under en/; the pseudo-locale is derived from it at runtime
// (define-catalogue.ts). The core holds the areas that every page's first load renders or imports
// (the shell and its error page, the account corner, the battle pass widget and page, toasts, balance
// chips); each other area has its own module (alerts-text.ts, wall-text.ts, …) loaded with the chunks
// that show it, so no page's first load carries the whole catalogue (issue 10's 150 KiB budget).
import { defineCatalogue } from './define-catalogue.ts';
import { account } from './en/account.ts';
import { battlePass } from './en/battle-pass.ts';
import { common } from './en/common.ts';
import { items } from './en/items.ts';
import { booster, currency, purchase } from './en/purchase.ts';
import { recovery } from './en/recovery.ts';
import { rewardName } from './en/reward-names.ts';

export const UI_ENGLISH = {
  account,
  battlePass,
  booster,
  common,
  currency,
  items,
  purchase,
  recovery,
  rewardName,
} as const;

/** Typed texts of the core areas: `useUiText()` in components, `uiText()` elsewhere. */
export const { useText: useUiText, text: uiText } = defineCatalogue('ui', UI_ENGLISH);
