// The Wall (issue 12; spec 2 §2, §7): the feed a visitor and a player read, the legendary chest card's
// price and odds, and the daily rewards pool. A player's calls (likes, the daily chest, the legendary
// chest purchase, the weekly gold bonus) are in wall-player.ts, so a visitor's first load skips them.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import {
  ChestOddsDocument,
  DailyRewardsPoolDocument,
  LegendaryChestPriceDocument,
  WallPostsDocument,
} from './generated/graphql.ts';
import type { WallPostFieldsFragment } from './generated/graphql.ts';

export type {
  ChestDropFieldsFragment,
  ChestItemTotalFieldsFragment,
  ChestOddsQuery,
  DailyRewardsPoolQuery,
  LegendaryChestPriceQuery,
  WallPostAssetType,
  WallPostFieldsFragment,
  WallPostSourceType,
} from './generated/graphql.ts';

/** spec 2 §9 Wall page size 10; load more adds 10. */
export const WALL_PAGE_SIZE = 10;

/** spec 2 §3 Chest type of the legendary chest's odds. */
export const LEGENDARY_CHEST_TYPE = 'LEGENDARY_CHEST';

export const wallKeys = {
  all: ['wall'] as const,
  posts: (isGuest: boolean) => ['wall', 'posts', { isGuest }] as const,
  postsAll: ['wall', 'posts'] as const,
  legendaryPrice: ['wall', 'legendary-chest-price'] as const,
  chestOdds: (chestType: string) => ['wall', 'chest-odds', chestType] as const,
  rewardsPool: ['wall', 'daily-rewards-pool'] as const,
};

/** The feed's pages as TanStack Query holds them. */
export type WallFeedData = InfiniteData<WallPostFieldsFragment[], number>;

/**
 * spec 2 §7 Wall posts, newest first, 10 per page from offset 0; a page of fewer than 10 is the last.
 * A guest asks with isGuest true and gets the posts of the spec 2 §5 guest filter (applied on the server).
 */
export function wallPostsInfiniteQueryOptions(
  client: ApiClient,
  { isGuest }: { isGuest: boolean },
) {
  return infiniteQueryOptions({
    queryKey: wallKeys.posts(isGuest),
    queryFn: async ({ pageParam }) =>
      (
        await client.request(WallPostsDocument, {
          isGuest,
          limit: WALL_PAGE_SIZE,
          offset: pageParam,
        })
      ).wallPosts,
    initialPageParam: 0,
    getNextPageParam: (lastPage, allPages) =>
      lastPage.length < WALL_PAGE_SIZE ? undefined : allPages.length * WALL_PAGE_SIZE,
    staleTime: 30_000,
  });
}

/** The feed with one post's like state and count replaced (the optimistic like, or the server's answer). */
export function withPostLike(
  data: WallFeedData | undefined,
  postId: string,
  like: { likedByMe: boolean; count?: number },
): WallFeedData | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) =>
      page.map((post) => {
        if (post.id !== postId) return post;
        const delta = like.likedByMe === post.likedByMe ? 0 : like.likedByMe ? 1 : -1;
        return {
          ...post,
          likedByMe: like.likedByMe,
          stats: { ...post.stats, like: like.count ?? Math.max(0, post.stats.like + delta) },
        };
      }),
    ),
  };
}

/** spec 2 §7 Get legendary chest price (in Gold). */
export function legendaryChestPriceQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: wallKeys.legendaryPrice,
    queryFn: async () => (await client.request(LegendaryChestPriceDocument)).legendaryChestPrice,
    staleTime: 5 * 60_000,
  });
}

/** A chest type's odds (drop table), shown before the player buys or opens it; null if unknown. */
export function chestOddsQueryOptions(client: ApiClient, chestType: string) {
  return queryOptions({
    queryKey: wallKeys.chestOdds(chestType),
    queryFn: async () => (await client.request(ChestOddsDocument, { chestType })).chestOdds ?? null,
    staleTime: 5 * 60_000,
  });
}

/** The sidebar's daily rewards pool: today's drops with their odds and how many chests were opened. */
export function dailyRewardsPoolQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: wallKeys.rewardsPool,
    queryFn: async () => (await client.request(DailyRewardsPoolDocument)).dailyRewardsPool,
    staleTime: 60_000,
  });
}
