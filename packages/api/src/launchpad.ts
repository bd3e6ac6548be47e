// Launchpad collections (issue 13; spec 2 §2 /mints/{slug}, §7 Featured collections): what a visitor
// reads. A signed-in player's calls (reserve, mint, reservations, minted assets) are in
// launchpad-player.ts, so a visitor's first load skips them.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import {
  FeaturedCollectionsDocument,
  LaunchpadCollectionDocument,
} from './generated/launchpad/graphql.ts';

export type {
  FeaturedCollectionsQuery,
  LaunchpadCollectionFieldsFragment,
  LaunchpadCollectionQuery,
  MintUserEventState,
  UserReservationFieldsFragment,
} from './generated/launchpad/graphql.ts';

export const launchpadKeys = {
  all: ['launchpad'] as const,
  featured: ['launchpad', 'featured'] as const,
  collection: (slug: string, signedIn: boolean) =>
    ['launchpad', 'collection', slug, { signedIn }] as const,
  collectionsAll: ['launchpad', 'collection'] as const,
};

/** spec 2 §7 Featured collections (isHidden false, priority > 0, endAt not past, priority descending). */
export function featuredCollectionsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: launchpadKeys.featured,
    queryFn: async () => (await client.request(FeaturedCollectionsDocument)).featuredCollections,
    staleTime: 60_000,
  });
}

/** How often a PROCESSING mint's collection is read again. */
const PROCESSING_REFETCH_MS = 3_000;

/**
 * spec 2 §2 /mints/{slug}: the collection with its missions and, signed in, the player's state and
 * reservation (null when no collection has this slug and a release date). Keyed by sign-in, as the
 * answer differs.
 */
export function launchpadCollectionQueryOptions(
  client: ApiClient,
  { slug, signedIn }: { slug: string; signedIn: boolean },
) {
  return queryOptions({
    queryKey: launchpadKeys.collection(slug, signedIn),
    queryFn: async () =>
      (await client.request(LaunchpadCollectionDocument, { slug })).launchpadCollection ?? null,
    staleTime: 10_000,
    // While the player's mint is PROCESSING (an airdrop job, or a transaction being confirmed), read
    // again until it lands: the page turns CLAIMED without a reload.
    refetchInterval: (query) =>
      query.state.data?.userLaunchpadCollection?.state === 'PROCESSING'
        ? PROCESSING_REFETCH_MS
        : false,
  });
}
