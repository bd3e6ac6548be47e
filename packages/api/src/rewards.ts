// Issue 12: the signed-in player's Gold economy reads and claims: reward history (Build 8), reward
// campaigns (spec 1 §3, §7), claimable badge golds and their claim (spec 2 §7, spec 1 §2 gold popover)
// and redeemable codes (Build 9). The claim carries the action's idempotency key (issue 10).
import { infiniteQueryOptions, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import {
  ClaimBadgeGoldsDocument,
  ClaimableBadgeGoldsDocument,
  MyRedeemableCodesDocument,
  RedeemableCodeDocument,
  RewardCampaignsDocument,
  RewardHistoryDocument,
} from './generated/player/graphql.ts';
import {
  idempotencyHeaders,
  retryDelay,
  retryWithSameKey,
  type WithIdempotencyKey,
} from './idempotency.ts';

export type {
  ClaimableBadgeGoldsQuery,
  RedeemableCodeFieldsFragment,
  RewardCampaignCurrency,
  RewardCampaignFieldsFragment,
  RewardHistoryEntryFieldsFragment,
  RewardHistoryQuery,
  RewardHistoryType,
} from './generated/player/graphql.ts';

/** Reward history page size (the server allows at most 50). */
export const REWARD_HISTORY_PAGE_SIZE = 20;
/** Codes listed per page of /profile/me/codes. */
export const REDEEMABLE_CODES_PAGE_SIZE = 20;

/** Query keys of the player's rewards; every key starts with `rewardKeys.all`. */
export const rewardKeys = {
  all: ['rewards'] as const,
  history: ['rewards', 'history'] as const,
  campaigns: ['rewards', 'campaigns'] as const,
  badgeGolds: ['rewards', 'badge-golds'] as const,
  codes: ['rewards', 'codes'] as const,
  code: (groupKey: string, id: string) => ['rewards', 'codes', groupKey, id] as const,
};

/** Issue 12 Build 8: the reward history, newest first, one page of 20 per `fetchNextPage`. */
export function rewardHistoryInfiniteQueryOptions(client: ApiClient) {
  return infiniteQueryOptions({
    queryKey: rewardKeys.history,
    queryFn: async ({ pageParam }) =>
      (
        await client.request(RewardHistoryDocument, {
          limit: REWARD_HISTORY_PAGE_SIZE,
          offset: pageParam,
        })
      ).rewardHistory,
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((count, page) => count + page.entries.length, 0);
      return lastPage.entries.length > 0 && loaded < lastPage.total ? loaded : undefined;
    },
  });
}

/** spec 1 §7 Reward campaigns with the player's chest count. */
export function rewardCampaignsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: rewardKeys.campaigns,
    queryFn: async () => (await client.request(RewardCampaignsDocument)).rewardCampaigns,
  });
}

/** spec 2 §7 Load claimable badge golds (when the gold popover opens, spec 1 §2). */
export function claimableBadgeGoldsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: rewardKeys.badgeGolds,
    queryFn: async () => (await client.request(ClaimableBadgeGoldsDocument)).claimableBadgeGolds,
  });
}

/** spec 2 §7 Claim badge golds, once per badge and week; answers claimedAmount. */
export function claimBadgeGoldsMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['rewards', 'claim-badge-golds'],
    mutationFn: async ({ idempotencyKey }: WithIdempotencyKey<object>) =>
      (await client.request(ClaimBadgeGoldsDocument, {}, idempotencyHeaders(idempotencyKey)))
        .claimBadgeGolds,
    retry: retryWithSameKey,
    retryDelay,
    // onSuccess, so the caller's onSettled (its action keys) does not replace it.
    onSuccess: () => invalidateRewards(queryClient),
  });
}

/** Issue 12 Build 9: the player's codes, newest first, one page per `fetchNextPage`. */
export function myRedeemableCodesInfiniteQueryOptions(client: ApiClient) {
  return infiniteQueryOptions({
    queryKey: rewardKeys.codes,
    queryFn: async ({ pageParam }) =>
      (
        await client.request(MyRedeemableCodesDocument, {
          limit: REDEEMABLE_CODES_PAGE_SIZE,
          offset: pageParam,
        })
      ).myRedeemableCodes,
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) =>
      lastPage.length === REDEEMABLE_CODES_PAGE_SIZE
        ? pages.reduce((count, page) => count + page.length, 0)
        : undefined,
  });
}

/** One code of the signed-in player; null when it is unknown or someone else's. */
export function redeemableCodeQueryOptions(client: ApiClient, groupKey: string, id: string) {
  return queryOptions({
    queryKey: rewardKeys.code(groupKey, id),
    queryFn: async () =>
      (await client.request(RedeemableCodeDocument, { groupKey, id })).redeemableCode,
  });
}

/** After a claim or a chest opening: history, campaigns' chest counts, badge golds and codes are stale. */
export function invalidateRewards(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: rewardKeys.all });
}
