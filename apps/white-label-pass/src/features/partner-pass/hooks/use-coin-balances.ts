// Issue 10 fault 14: the purchase modals show the partner player's balances and mark what they cannot
// pay; read from the `me` query when a modal opens (the app's session keeps only the id and name).
import { useQuery } from '@tanstack/react-query';
import { meQueryOptions } from '@levelup/api/accounts';
import type { ApiClient } from '@levelup/api/client';
import type { CoinBalances } from '@levelup/ui/progression/lib/shop-price';

/** The player's in-app currency balances; undefined until read (the modals then mark nothing). */
export function useCoinBalances(api: ApiClient): CoinBalances | undefined {
  // The app's client carries the session's bearer token itself.
  const me = useQuery(meQueryOptions(api, null)).data?.me;
  if (!me) return undefined;
  return {
    ALLY_TOKEN: me.allyToken,
    GOLD: me.gold,
    PLAYPOINT: me.playpoints,
    SNOWFLAKE: me.snowflakes,
  };
}
