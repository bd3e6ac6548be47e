// Issue 12 Build 5: the chests a player holds. Their odds are shown before opening; an opening happens
// exactly once per idempotency key (issue 10) and tells its period, seed hash and counter so that the
// roll can be rechecked once the period's seed is revealed.
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import {
  ChestSeedPeriodsDocument,
  InventoryChestOddsDocument,
  MyChestOpeningsDocument,
  OpenInventoryChestDocument,
} from './generated/player/graphql.ts';
import {
  idempotencyHeaders,
  retryDelay,
  retryWithSameKey,
  type WithIdempotencyKey,
} from './idempotency.ts';
import { progressionKeys } from './progression.ts';
import { invalidateRewards } from './rewards.ts';

export type {
  ChestSeedPeriodsQuery,
  InventoryChestOddsQuery,
  InventoryChestOpeningFieldsFragment,
  MyChestOpeningsQuery,
} from './generated/player/graphql.ts';

/** Recent openings listed under the items. */
export const CHEST_OPENINGS_LIMIT = 10;
/** Seed periods listed in the Verify section. */
export const CHEST_SEED_PERIODS_LIMIT = 7;

/** Query keys of the inventory chests; every key starts with `chestInventoryKeys.all`. */
export const chestInventoryKeys = {
  all: ['chests-inventory'] as const,
  odds: (chestType: string) => ['chests-inventory', 'odds', chestType] as const,
  openings: ['chests-inventory', 'openings'] as const,
  seedPeriods: ['chests-inventory', 'seed-periods'] as const,
};

/** A chest type's drop table (the chest item's key); null if the server knows no such chest. */
export function chestOddsQueryOptions(client: ApiClient, chestType: string) {
  return queryOptions({
    queryKey: chestInventoryKeys.odds(chestType),
    queryFn: async () =>
      (await client.request(InventoryChestOddsDocument, { chestType })).chestOdds,
  });
}

/** The player's most recent chest openings. */
export function myChestOpeningsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: chestInventoryKeys.openings,
    queryFn: async () =>
      (await client.request(MyChestOpeningsDocument, { limit: CHEST_OPENINGS_LIMIT, offset: 0 }))
        .myChestOpenings,
  });
}

/** Seed commitments of recent periods, newest first. */
export function chestSeedPeriodsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: chestInventoryKeys.seedPeriods,
    queryFn: async () =>
      (await client.request(ChestSeedPeriodsDocument, { limit: CHEST_SEED_PERIODS_LIMIT }))
        .chestSeedPeriods,
  });
}

/** Opens one held chest (insufficient-balance when none is held); answers the opening. */
export function openChestMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['chests-inventory', 'open'],
    mutationFn: async ({ idempotencyKey, ...variables }: WithIdempotencyKey<{ itemKey: string }>) =>
      (
        await client.request(
          OpenInventoryChestDocument,
          variables,
          idempotencyHeaders(idempotencyKey),
        )
      ).openChest,
    retry: retryWithSameKey,
    retryDelay,
    // onSuccess, so the caller's onSettled (its action keys) does not replace it.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chestInventoryKeys.openings }),
        queryClient.invalidateQueries({ queryKey: progressionKeys.userItems }),
        invalidateRewards(queryClient),
      ]),
  });
}
