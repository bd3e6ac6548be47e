// spec 1 §2 /games: the game catalogue with the missions each game feeds (the pass rewards of a game
// come from the battle pass page the site already holds). Its document is in the pages module, which
// only the /games route loads.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import { GamesPageDocument } from './generated/pages/graphql.ts';

export { GamesPageDocument };
export type { GamesPageQuery } from './generated/pages/graphql.ts';

export const gamesKeys = { page: () => ['games', 'page'] as const };

/** The catalogue changes only through `season apply`: kept 5 minutes. */
export function gamesPageQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: gamesKeys.page(),
    queryFn: () => client.request(GamesPageDocument),
    staleTime: 300_000,
  });
}
