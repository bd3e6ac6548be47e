// spec 2 §4 Event countdown and collections, spec 2 §2 Mint banner labels and Reservation card,
// spec 1 §5 reservation expiry and disabled mints, spec 1 §9 free-mint progress as floor percent.
import { eventStatus } from './event-status.ts';
import type { EventStatus } from './event-status.ts';
import { toEpochMs, toEpochMsOrNull } from './time.ts';
import type { DateInput, Instant } from './time.ts';

/** A collection's time window and its events (whitelist/mint phases). */
export type CollectionWindow = {
  events: ReadonlyArray<{ startAt?: DateInput | null; endAt?: DateInput | null }>;
  releasedAt: DateInput | null | undefined;
  endAt: DateInput | null | undefined;
  now: Instant;
};

/** Supply figures of a launchpad collection; listPrice 0 marks a free or reserve collection. */
export type CollectionSupply = {
  /** Negative or null means unlimited supply. */
  maxSupply: number | null;
  mintedCount: number;
  reservedCount: number;
  listPrice: number;
};

/** Whether a collection's end date has passed. */
export function isCollectionEnded({
  endAt,
  now,
}: {
  endAt: DateInput | null | undefined;
  now: Instant;
}): boolean {
  const end = toEpochMsOrNull(endAt);
  return end !== null && toEpochMs(now) >= end;
}

/** Whether a collection is live: one of its events is live, or else it is released and not ended. */
export function isCollectionLive({ events, releasedAt, endAt, now }: CollectionWindow): boolean {
  if (events.some((event) => eventStatus({ ...event, now }) === 'LIVE')) return true;
  if (toEpochMsOrNull(releasedAt) === null) return false;
  return eventStatus({ startAt: releasedAt, endAt, now }) === 'LIVE';
}

/** Upcoming, live or ended status of a collection; ended wins once endAt has passed. */
export function collectionStatus(window: CollectionWindow): EventStatus {
  if (isCollectionEnded(window)) return 'ENDED';
  return isCollectionLive(window) ? 'LIVE' : 'UPCOMING';
}

/** Units that count against the supply: minted for a paid collection, reserved for a free one. */
function supplyCount({ mintedCount, reservedCount, listPrice }: CollectionSupply): number {
  return listPrice > 0 ? mintedCount : reservedCount;
}

/** Whether a collection is sold out: maxSupply >= 0 and the count has reached it. */
export function isSoldOut(supply: CollectionSupply): boolean {
  return (
    supply.maxSupply !== null && supply.maxSupply >= 0 && supplyCount(supply) >= supply.maxSupply
  );
}

/** Share of the supply taken, 0..1 (1 when sold out, 0 for an unlimited supply). */
export function soldFraction(supply: CollectionSupply): number {
  if (isSoldOut(supply)) return 1;
  if (supply.maxSupply === null || supply.maxSupply <= 0) return 0;
  return Math.min(1, Math.max(0, supplyCount(supply) / supply.maxSupply));
}

/** Sold percent to display: floor of fraction * 100, within 0..100 (29/100 shows 29, not 28). */
export function soldPercentLabel(fraction: number): number {
  if (!Number.isFinite(fraction)) return 0;
  // Round away binary noise (0.29 * 100 = 28.999...) before flooring.
  const percent = Math.floor(Math.round(fraction * 100 * 1e6) / 1e6);
  return Math.min(100, Math.max(0, percent));
}

/** Whether a reservation has expired: its expiry time is earlier than now. */
export function isReservationExpired({
  reservationExpiredAt,
  now,
}: {
  reservationExpiredAt: DateInput;
  now: Instant;
}): boolean {
  return toEpochMs(reservationExpiredAt) < toEpochMs(now);
}

/** Whether minting is disabled for a collection by the disabled-mints list. */
export function isMintDisabled(
  collectionId: string,
  disabledMints: ReadonlyArray<string>,
): boolean {
  return disabledMints.includes(collectionId);
}

/** What the reservation card's button shows: ITEM EXPIRED!, MINT NOW, or MINT COMING SOON (disabled). */
export function reservationCardAction(input: {
  reservationExpiredAt: DateInput;
  collectionId: string;
  disabledMints: ReadonlyArray<string>;
  now: Instant;
}): { label: 'ITEM EXPIRED!' | 'MINT NOW' | 'MINT COMING SOON'; disabled: boolean } {
  if (isReservationExpired(input)) return { label: 'ITEM EXPIRED!', disabled: false };
  if (isMintDisabled(input.collectionId, input.disabledMints))
    return { label: 'MINT COMING SOON', disabled: true };
  return { label: 'MINT NOW', disabled: false };
}

/** Mint user event states (spec 2 §4). */
export const MINT_USER_STATES = [
  'UNQUALIFIED',
  'QUALIFIED',
  'RESERVED',
  'EXPIRED',
  'PROCESSING',
  'COMPLETED',
] as const;
/** One of {@link MINT_USER_STATES}. */
export type MintUserState = (typeof MINT_USER_STATES)[number];

/** A mint banner label, exactly as displayed. */
export type MintBannerLabel =
  | 'CLAIMED'
  | 'RESERVED'
  | 'ENDED'
  | 'COMPLETE MISSIONS'
  | 'UNQUALIFIED'
  | 'MISSIONS COMPLETE'
  | 'QUALIFIED';

/** Input of {@link mintBannerLabel}. */
export type MintBannerState = {
  userState: MintUserState | null;
  status: EventStatus;
  soldOut: boolean;
};

/**
 * Mint banner label. CLAIMED (completed), RESERVED (reserved or processing), ENDED (ended or none
 * remaining); otherwise by missions: while live COMPLETE MISSIONS / MISSIONS COMPLETE, before it
 * UNQUALIFIED / QUALIFIED. No state yet counts as unqualified; an expired reservation as qualified.
 */
export function mintBannerLabel({ userState, status, soldOut }: MintBannerState): MintBannerLabel {
  if (userState === 'COMPLETED') return 'CLAIMED';
  if (userState === 'RESERVED' || userState === 'PROCESSING') return 'RESERVED';
  if (status === 'ENDED' || soldOut) return 'ENDED';
  const qualified = userState === 'QUALIFIED' || userState === 'EXPIRED';
  if (status === 'LIVE') return qualified ? 'MISSIONS COMPLETE' : 'COMPLETE MISSIONS';
  return qualified ? 'QUALIFIED' : 'UNQUALIFIED';
}
