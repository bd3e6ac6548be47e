// Issue 10 fault 14: the purchase modals show the player's balances and mark what they cannot pay.
import type { CoinBalances } from '@levelup/ui/progression/lib/shop-price';
import type { Session } from '#app/session.ts';

/** The signed-in player's in-app currency balances by currency; undefined for anyone else. */
export function coinBalances(session: Session): CoinBalances | undefined {
  if (session.status !== 'signedIn') return undefined;
  const { user } = session;
  return {
    ALLY_TOKEN: user.allyToken,
    GOLD: user.gold,
    PLAYPOINT: user.playpoints,
    SNOWFLAKE: user.snowflakes,
  };
}
