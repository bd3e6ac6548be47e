// spec 1 §4 Battle pass context: Loading (auth or data loading), NotSignedIn, SignedIn (user plus
// level and booster state). Purchase modals open only when signed in and the context is SignedIn.
import type { BattlePassSettingsFieldsFragment } from '@levelup/api/battle-pass';
import type { UserBattlePassStateFieldsFragment } from '@levelup/api/progression';
import type { Session } from '#app/session.ts';
import type { SessionUser } from '#app/session/session-types.ts';

/** The player's level, premium and booster state in the season. */
export type PlayerPassState = UserBattlePassStateFieldsFragment;

/** The battle pass context as the page, the widget and the purchase modals read it. */
export type BattlePassContext =
  | { status: 'loading' }
  | { status: 'notSignedIn' }
  | {
      status: 'signedIn';
      user: SessionUser;
      season: BattlePassSettingsFieldsFragment;
      state: PlayerPassState;
    };

/** Input of {@link battlePassContext}: the session and what the two queries have loaded so far. */
export type BattlePassContextParameters = {
  session: Session;
  /** The season's settings, undefined while loading. */
  season: BattlePassSettingsFieldsFragment | undefined;
  /** The player's state; undefined while loading, null when the server sees no player. */
  state: PlayerPassState | null | undefined;
};

/** The context from the session and the season and state queries. */
export function battlePassContext({
  session,
  season,
  state,
}: BattlePassContextParameters): BattlePassContext {
  if (session.status === 'loading') return { status: 'loading' };
  if (session.status === 'signedOut') return { status: 'notSignedIn' };
  // The state of another season (a cached answer while the season changes) is not this one's.
  if (!season || !state || state.battlePassId !== season.id) return { status: 'loading' };
  return { status: 'signedIn', user: session.user, season, state };
}

/** Whether the purchase modals may open (spec 1 §4). */
export function canOpenPurchaseModals(context: BattlePassContext): boolean {
  return context.status === 'signedIn';
}
