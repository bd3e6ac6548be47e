// Issue 14 Build 4: the Publisher Dashboard (spec 1 §2 /publisher/dashboard). The server checks that the
// viewer is a publisher user of the studio on every call; key creation and revocation carry the
// Idempotency-Key of the press (issue 10), and a test event is resend-safe by its client event id.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import {
  CreateStudioKeyDocument,
  PublisherStudioDocument,
  PublisherStudiosDocument,
  RevokeStudioKeyDocument,
  SendStudioTestEventDocument,
  StudioEventsDocument,
  type StudioTestEventInput,
} from './generated/pages/graphql.ts';
import {
  idempotencyHeaders,
  retryDelay,
  retryWithSameKey,
  type WithIdempotencyKey,
} from './idempotency.ts';

export type {
  CreateStudioKeyMutation,
  PublisherStudioQuery,
  PublisherStudiosQuery,
  SendStudioTestEventMutation,
  StudioEventStatus,
  StudioEventsQuery,
  StudioKeyFieldsFragment,
  StudioTestEventInput,
} from './generated/pages/graphql.ts';

export type StudioEventFilter = { player?: string | null; type?: string | null };

export const publisherKeys = {
  all: ['publisher'] as const,
  studios: () => ['publisher', 'studios'] as const,
  studio: (studioId: string) => ['publisher', 'studio', studioId] as const,
  events: (studioId: string, filter: StudioEventFilter = {}) =>
    ['publisher', 'studio', studioId, 'events', filter] as const,
};

/** The studios the viewer is a publisher user of (empty for any other player). */
export function publisherStudiosQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: publisherKeys.studios(),
    queryFn: async () => (await client.request(PublisherStudiosDocument)).publisherStudios,
  });
}

/** A studio's games, keys (never their secrets) and missions with their completions. */
export function publisherStudioQueryOptions(client: ApiClient, studioId: string) {
  return queryOptions({
    queryKey: publisherKeys.studio(studioId),
    queryFn: async () =>
      (await client.request(PublisherStudioDocument, { studioId })).publisherStudio,
  });
}

/** The event inspector: the latest events, newest first. */
export function studioEventsQueryOptions(
  client: ApiClient,
  studioId: string,
  filter: StudioEventFilter = {},
) {
  return queryOptions({
    queryKey: publisherKeys.events(studioId, filter),
    queryFn: async () =>
      (
        await client.request(StudioEventsDocument, {
          studioId,
          player: filter.player || null,
          type: filter.type || null,
        })
      ).publisherStudio.events,
  });
}

const invalidateStudio = (queryClient: QueryClient, studioId: string) =>
  queryClient.invalidateQueries({ queryKey: publisherKeys.studio(studioId) });

/** Creates a key; its secret is in this answer only. */
export function createStudioKeyMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['publisher', 'create-key'],
    mutationFn: async ({
      idempotencyKey,
      ...variables
    }: WithIdempotencyKey<{ studioId: string }>) =>
      (await client.request(CreateStudioKeyDocument, variables, idempotencyHeaders(idempotencyKey)))
        .createStudioKey,
    retry: retryWithSameKey,
    retryDelay,
    onSuccess: (_data, { studioId }) => invalidateStudio(queryClient, studioId),
  });
}

/** Revokes a live key: the API refuses its batches at once. */
export function revokeStudioKeyMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['publisher', 'revoke-key'],
    mutationFn: async ({
      idempotencyKey,
      ...variables
    }: WithIdempotencyKey<{ studioId: string; keyId: string }>) =>
      (await client.request(RevokeStudioKeyDocument, variables, idempotencyHeaders(idempotencyKey)))
        .revokeStudioKey,
    retry: retryWithSameKey,
    retryDelay,
    onSuccess: (_data, { studioId }) => invalidateStudio(queryClient, studioId),
  });
}

/**
 * Sends a test event through the game-progress API with the studio's newest key. The caller keeps
 * one clientEventId per press: a retry with it answers duplicate instead of applying twice.
 */
export function sendStudioTestEventMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['publisher', 'test-event'],
    mutationFn: async (variables: { studioId: string; input: StudioTestEventInput }) =>
      (await client.request(SendStudioTestEventDocument, variables)).sendStudioTestEvent,
    onSuccess: (_data, { studioId }) =>
      queryClient.invalidateQueries({ queryKey: publisherKeys.studio(studioId) }),
  });
}
