// spec 2 §2 /mints/{slug}, spec 2 §4 Event countdown and collections and Mint user event states: what the
// collection page shows at `now`, from the domain rules (packages/domain collection.ts).
import type { LaunchpadCollectionQuery, MintUserEventState } from '@levelup/api/launchpad';
import {
  collectionStatus,
  isSoldOut,
  mintBannerLabel,
  reservationCardAction,
  soldFraction,
  type MintBannerLabel,
} from '@levelup/domain/collection';
import type { EventStatus } from '@levelup/domain/event-status';
import { toEpochMs, toEpochMsOrNull } from '@levelup/domain/time';
import { chainName } from '#shared/chains.ts';
import {
  eventStatusLabel,
  freeMintCountdownTarget,
  supplyProgressLabel,
  type CountdownTarget,
} from '#features/free-mints/lib/free-mint-view.ts';

export type LaunchpadCollection = NonNullable<LaunchpadCollectionQuery['launchpadCollection']>;
export type CollectionReservation = NonNullable<
  NonNullable<LaunchpadCollection['userLaunchpadCollection']>['reservation']
>;

/** spec 2 §9 Reserve success modal delay. */
export const RESERVE_SUCCESS_MODAL_DELAY_MS = 1_000;

export type CollectionView = {
  status: EventStatus;
  statusLabel: string;
  chainLabel: string;
  soldOut: boolean;
  soldFraction: number;
  /** spec 1 §9 floor percent, or SOLD OUT. */
  progressLabel: string;
  countdown: CountdownTarget | null;
  bannerLabel: MintBannerLabel;
  /** The player's state; null for a guest. */
  userState: MintUserEventState | null;
};

export function collectionView(collection: LaunchpadCollection, now: number): CollectionView {
  const status = collectionStatus({ ...collection, now });
  const soldOut = isSoldOut(collection);
  const userState = collection.userLaunchpadCollection?.state ?? null;
  return {
    status,
    statusLabel: eventStatusLabel(status),
    chainLabel: chainName(collection.chainId),
    soldOut,
    soldFraction: soldFraction(collection),
    progressLabel: supplyProgressLabel({ soldOut, fraction: soldFraction(collection) }),
    countdown: freeMintCountdownTarget(collection, status, now),
    bannerLabel: mintBannerLabel({ userState, status, soldOut }),
    userState,
  };
}

/**
 * Whether RESERVE NOW is offered: live, supply left, and (signed in) the player's missions complete
 * with no live reservation (QUALIFIED, or EXPIRED for another try; the server's per-player limit
 * decides). A guest sees it too and is sent to sign in.
 */
export function canReserve(collection: LaunchpadCollection, view: CollectionView): boolean {
  if (view.status !== 'LIVE' || view.soldOut) return false;
  const player = collection.userLaunchpadCollection;
  if (!player) return true;
  return !player.isLocked && (player.state === 'QUALIFIED' || player.state === 'EXPIRED');
}

/** The reservation the card shows: a live, expired or processing one (not a completed one). */
export function cardReservation(collection: LaunchpadCollection): CollectionReservation | null {
  const reservation = collection.userLaunchpadCollection?.reservation ?? null;
  if (!reservation || reservation.state === 'COMPLETED') return null;
  return reservation;
}

/** spec 2 §2 Reservation card: the action at `now` (domain reservationCardAction). */
export function reservationAction(
  reservation: CollectionReservation,
  disabledMints: ReadonlyArray<string>,
  now: number,
) {
  // The server's EXPIRED is final even if the clocks differ.
  if (reservation.state === 'EXPIRED') return { label: 'ITEM EXPIRED!', disabled: false } as const;
  return reservationCardAction({
    reservationExpiredAt: reservation.reservationExpiredAt,
    collectionId: reservation.collectionId,
    disabledMints,
    now,
  });
}

/**
 * The offchain action's pending display while the reservation is PROCESSING (spec 2 §2). An on-chain
 * collection's PROCESSING reservation has none: its voucher waits for the player's wallet, so the card
 * keeps MINT NOW (the server answers the same voucher again) until it expires.
 */
export function processingDisplay(
  reservation: CollectionReservation,
  contractType: LaunchpadCollection['contractType'] = 'offchain',
) {
  if (reservation.state !== 'PROCESSING' || contractType === 'onchain') return null;
  return {
    pendingDisplay: reservation.offchainAction?.pendingDisplay ?? null,
    scheduledAt: toEpochMsOrNull(reservation.offchainAction?.scheduledAt),
  };
}

export const reservationExpiresAt = (reservation: CollectionReservation) =>
  toEpochMs(reservation.reservationExpiredAt);
