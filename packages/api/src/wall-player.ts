// The signed-in player's calls of the Wall (issue 12; spec 2 §4, §7): like / unlike with an optimistic
// update, the daily chest (search, open), the legendary chest purchase and the weekly gold bonus. The
// value-moving mutations carry the action's idempotency key (issue 10) and retry with it.
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import {
  BuyLegendaryChestDocument,
  ClaimWeeklyGoldDocument,
  DailyChestDocument,
  LikeWallPostDocument,
  OpenDailyChestDocument,
  SearchDailyChestDocument,
  UnlikeWallPostDocument,
  WeeklyClaimableGoldDocument,
} from './generated/player/graphql.ts';
import {
  idempotencyHeaders,
  retryDelay,
  retryWithSameKey,
  type WithIdempotencyKey,
} from './idempotency.ts';
import { wallKeys, withPostLike, type WallFeedData } from './wall.ts';

export type {
  DailyChestFieldsFragment,
  DailyChestStatus,
  OpenDailyChestMutation,
  BuyLegendaryChestMutation,
} from './generated/player/graphql.ts';

export const wallPlayerKeys = {
  dailyChest: ['wall', 'daily-chest'] as const,
  weeklyGold: ['wall', 'weekly-claimable-gold'] as const,
};

/** Today's daily chest of the player (NOT_FOUND before any search). */
export function dailyChestQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: wallPlayerKeys.dailyChest,
    queryFn: async () => (await client.request(DailyChestDocument)).dailyChest ?? null,
    staleTime: 0,
  });
}

/** spec 2 §7 Like / unlike wall post, as the feed's cache sees it. */
export type LikeVariables = { wallPostId: string; like: boolean };

/**
 * spec 2 §2 "Each post can be liked and unliked", with an optimistic update: the heart and the count
 * change at once, and go back when the call fails; the server's count replaces the guess after.
 */
export function likeWallPostMutationOptions(client: ApiClient, queryClient: QueryClient) {
  const feeds = { queryKey: wallKeys.postsAll };
  return mutationOptions({
    mutationKey: ['wall', 'like'],
    mutationFn: async ({ wallPostId, like }: LikeVariables) =>
      like
        ? (await client.request(LikeWallPostDocument, { wallPostId })).likeWallPost
        : (await client.request(UnlikeWallPostDocument, { wallPostId })).unlikeWallPost,
    onMutate: async ({ wallPostId, like }) => {
      await queryClient.cancelQueries(feeds);
      const before = queryClient.getQueriesData<WallFeedData>(feeds);
      queryClient.setQueriesData<WallFeedData>(feeds, (data) =>
        withPostLike(data, wallPostId, { likedByMe: like }),
      );
      return { before };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (post) => {
      // A later like or unlike of the post is still running: its answer is the one to keep.
      if (queryClient.isMutating({ mutationKey: ['wall', 'like'] }) > 1) return;
      queryClient.setQueriesData<WallFeedData>(feeds, (data) =>
        withPostLike(data, post.id, { likedByMe: post.likedByMe, count: post.stats.like }),
      );
    },
  });
}

/** spec 2 §7 Search daily chest with the spec 2 §4 poll count; the device id and captcha ride as headers. */
export function searchDailyChestMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['wall', 'search-daily-chest'],
    mutationFn: async ({
      fetchCount,
      headers,
    }: {
      fetchCount: number;
      headers: Record<string, string>;
    }) =>
      (await client.request(SearchDailyChestDocument, { fetchCount }, headers)).searchDailyChest,
    onSuccess: (chest) => queryClient.setQueryData(wallPlayerKeys.dailyChest, chest),
  });
}

/** Opens today's found daily chest, exactly once (daily-chest-not-found when opened or not found). */
export function openDailyChestMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['wall', 'open-daily-chest'],
    mutationFn: async ({
      idempotencyKey,
      headers,
    }: WithIdempotencyKey<{ headers: Record<string, string> }>) =>
      (
        await client.request(OpenDailyChestDocument, undefined, {
          ...headers,
          ...idempotencyHeaders(idempotencyKey),
        })
      ).openDailyChest,
    retry: retryWithSameKey,
    retryDelay,
    // onSuccess and onError, so the caller's onSettled (its action keys) does not replace them.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wallPlayerKeys.dailyChest }),
    onError: () => queryClient.invalidateQueries({ queryKey: wallPlayerKeys.dailyChest }),
  });
}

/** spec 2 §7 Buy legendary chest with Gold (debit and rewards in one transaction, once per key). */
export function buyLegendaryChestMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: ['wall', 'buy-legendary-chest'],
    mutationFn: async ({ idempotencyKey }: WithIdempotencyKey<object>) =>
      (
        await client.request(
          BuyLegendaryChestDocument,
          undefined,
          idempotencyHeaders(idempotencyKey),
        )
      ).buyLegendaryChest,
    retry: retryWithSameKey,
    retryDelay,
  });
}

/** spec 2 §3 Weekly claimable gold (0 once claimed this week). */
export function weeklyClaimableGoldQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: wallPlayerKeys.weeklyGold,
    queryFn: async () => (await client.request(WeeklyClaimableGoldDocument)).weeklyClaimableGold,
    staleTime: 60_000,
  });
}

/** spec 2 §4 Weekly gold bonus COLLECT, once per week. */
export function claimWeeklyGoldMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['wall', 'claim-weekly-gold'],
    mutationFn: async ({ idempotencyKey }: WithIdempotencyKey<object>) =>
      (await client.request(ClaimWeeklyGoldDocument, undefined, idempotencyHeaders(idempotencyKey)))
        .claimWeeklyGold,
    retry: retryWithSameKey,
    retryDelay,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wallPlayerKeys.weeklyGold }),
  });
}
