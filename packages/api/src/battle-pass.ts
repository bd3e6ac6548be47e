import { queryOptions } from '@tanstack/react-query';
import { publicClient, type ApiClient } from './client.ts';
import { BattlePassPageDocument, ItemDocument } from './generated/graphql.ts';
import type { BattlePassPageQueryVariables } from './generated/graphql.ts';

export { BattlePassPageDocument, ItemDocument };
export type {
  BattlePassPageQuery,
  BattlePassPageQueryVariables,
  BattlePassLevelFieldsFragment,
  BattlePassSettingsFieldsFragment,
  RewardFieldsFragment,
  ItemFieldsFragment,
  ItemQuery,
} from './generated/graphql.ts';

export const battlePassKeys = {
  all: ['battle-pass'] as const,
  page: (variables: BattlePassPageQueryVariables) =>
    ['battle-pass', 'page', variables.group, variables.key ?? null] as const,
  item: (itemKey: string) => ['battle-pass', 'item', itemKey] as const,
};

/**
 * The battle pass season: settings, all levels and their rewards, in one request, the same for every
 * player (asked through publicClient; the player's collect logs come with battlePassLevelsQueryOptions).
 */
export function battlePassPageQueryOptions(
  client: ApiClient,
  variables: BattlePassPageQueryVariables,
) {
  return queryOptions({
    queryKey: battlePassKeys.page(variables),
    queryFn: () => publicClient(client).request(BattlePassPageDocument, variables),
  });
}

/** One item by key, for the reward details modal (spec 1 §7 "Item by itemKey"). */
export function itemQueryOptions(client: ApiClient, itemKey: string) {
  return queryOptions({
    queryKey: battlePassKeys.item(itemKey),
    queryFn: () => publicClient(client).request(ItemDocument, { itemKey }),
    staleTime: 5 * 60_000,
  });
}
