// The signed-in player's launchpad calls (issue 13; spec 2 §4 Reserve, §7): reserve (captcha, device and
// idempotency headers), mint a reservation, the player's reservations and minted assets. The
// value-moving mutations carry the action's idempotency key and retry with it.
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import { apiError } from './errors.ts';
import {
  CollectionHoldingsDocument,
  ConfirmMintDocument,
  MintReservationDocument,
  ReserveCollectionDocument,
  UserMintedAssetsDocument,
  UserReservationsDocument,
} from './generated/player/graphql.ts';
import {
  idempotencyHeaders,
  newIdempotencyKey,
  retryDelay,
  retryWithSameKey,
  type WithIdempotencyKey,
} from './idempotency.ts';
import { launchpadKeys } from './launchpad.ts';

export type {
  CollectionHoldingsQuery,
  ConfirmMintMutation,
  MintReservationMutation,
  ReserveCollectionMutation,
  UserMintedAssetsQuery,
} from './generated/player/graphql.ts';

export const launchpadPlayerKeys = {
  reservations: (collectionId: string) => ['launchpad', 'reservations', collectionId] as const,
  mintedAssets: ['launchpad', 'minted-assets'] as const,
  holdings: (itemKey: string) => ['launchpad', 'holdings', itemKey] as const,
};

/** spec 2 §7 User reservations of a collection (newest first). */
export function userReservationsQueryOptions(client: ApiClient, collectionId: string) {
  return queryOptions({
    queryKey: launchpadPlayerKeys.reservations(collectionId),
    queryFn: async () =>
      (await client.request(UserReservationsDocument, { collectionId })).userReservations,
    staleTime: 0,
  });
}

/** spec 2 §7 Query user minted assets: createdAt descending, not cached. */
export function userMintedAssetsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: launchpadPlayerKeys.mintedAssets,
    queryFn: async () => (await client.request(UserMintedAssetsDocument)).userMintedAssets,
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * spec 2 §7 Query chain tokens and user items by item key: how many of a collection's badge item the
 * player holds, and the tokens they minted of it on a chain (read again after a mint, with the pages).
 */
export function collectionHoldingsQueryOptions(client: ApiClient, itemKey: string) {
  return queryOptions({
    queryKey: launchpadPlayerKeys.holdings(itemKey),
    queryFn: () => client.request(CollectionHoldingsDocument, { itemKey }),
    staleTime: 0,
  });
}

/** After a reserve or a mint: the collection pages and the reservations read again. */
function refetchLaunchpad(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: launchpadKeys.all });
}

/**
 * spec 2 §7 Reserve collection, once per key. `headers` carries the captcha token (cf-turnstile-response)
 * and the device id (x-device-id).
 */
export function reserveCollectionMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['launchpad', 'reserve'],
    mutationFn: async ({
      collectionId,
      headers,
      idempotencyKey,
    }: WithIdempotencyKey<{ collectionId: string; headers: Record<string, string> }>) =>
      (
        await client.request(
          ReserveCollectionDocument,
          { collectionId },
          { ...headers, ...idempotencyHeaders(idempotencyKey) },
        )
      ).reserveCollection,
    retry: retryWithSameKey,
    retryDelay,
    onSuccess: () => refetchLaunchpad(queryClient),
    onError: () => refetchLaunchpad(queryClient),
  });
}

/** Mint a live reservation (offchain: airdrop queued; on-chain: a voucher for the player's wallet). */
export function mintReservationMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['launchpad', 'mint'],
    mutationFn: async ({
      reservationId,
      idempotencyKey,
    }: WithIdempotencyKey<{ reservationId: string }>) =>
      (
        await client.request(
          MintReservationDocument,
          { reservationId },
          idempotencyHeaders(idempotencyKey),
        )
      ).mintReservation,
    retry: retryWithSameKey,
    retryDelay,
    onSuccess: () => refetchLaunchpad(queryClient),
    onError: () => refetchLaunchpad(queryClient),
  });
}

/** What confirmMint answers while the mint transaction is not in a block yet (server chain-mint.ts). */
export const MINT_NOT_CONFIRMED_MESSAGE = 'The transaction is not in a block yet.';

/** How often and how long confirmMint asks again while the transaction is not in a block. */
export type ConfirmMintPolling = { intervalMs: number; tries: number };
const CONFIRM_MINT_POLLING: ConfirmMintPolling = { intervalMs: 1500, tries: 60 };

function isNotConfirmedYet(error: unknown): boolean {
  const answer = apiError(error);
  return answer?.code === 'invalid-input' && answer.message === MINT_NOT_CONFIRMED_MESSAGE;
}

/**
 * On-chain collections: confirms the player's mint transaction (spec 2 §4 mint user event states:
 * the reservation becomes COMPLETED, the asset CLAIMED). The server reads the chain, so while the
 * transaction is not in a block yet it asks again; each such try is a new action (the server replays
 * a refusal for its key), the confirmation itself counts once per reservation and transaction.
 */
export function confirmMintMutationOptions(
  client: ApiClient,
  queryClient: QueryClient,
  polling: ConfirmMintPolling = CONFIRM_MINT_POLLING,
) {
  return mutationOptions({
    mutationKey: ['launchpad', 'confirm-mint'],
    mutationFn: async ({
      reservationId,
      txHash,
      idempotencyKey,
    }: WithIdempotencyKey<{ reservationId: string; txHash: string }>) => {
      let key = idempotencyKey;
      for (let tried = 1; ; tried += 1) {
        try {
          return (
            await client.request(
              ConfirmMintDocument,
              { reservationId, txHash },
              idempotencyHeaders(key),
            )
          ).confirmMint;
        } catch (error) {
          if (!isNotConfirmedYet(error) || tried >= polling.tries) throw error;
          await new Promise((resolve) => setTimeout(resolve, polling.intervalMs));
          key = newIdempotencyKey();
        }
      }
    },
    retry: retryWithSameKey,
    retryDelay,
    onSuccess: () =>
      Promise.all([
        refetchLaunchpad(queryClient),
        queryClient.invalidateQueries({ queryKey: launchpadPlayerKeys.mintedAssets }),
      ]),
    onError: () => refetchLaunchpad(queryClient),
  });
}
