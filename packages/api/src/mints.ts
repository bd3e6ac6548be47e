import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import { FreeMintsDocument } from './generated/graphql.ts';

export { FreeMintsDocument };
export type { FreeMintsQuery, EventStatus } from './generated/graphql.ts';

export const mintKeys = { freeMints: ['mints', 'free-mints'] as const };

/** Free-mint events for the featured carousel and the card grid (spec 1 §2). */
export function freeMintsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: mintKeys.freeMints,
    queryFn: () => client.request(FreeMintsDocument),
    staleTime: 60_000,
  });
}
