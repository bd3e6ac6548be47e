// spec 1 §2 Free-mint display, spec 1 §4 Event status, spec 2 §4 Event countdown and collections.
import { freeMintsText, type FreeMintsText } from '../free-mints-text.ts';
import type { FreeMintsQuery } from '@levelup/api/mints';
import {
  collectionStatus,
  isSoldOut,
  soldFraction,
  soldPercentLabel,
} from '@levelup/domain/collection';
import type { EventStatus } from '@levelup/domain/event-status';
import { featuredCollections } from '@levelup/domain/featured-collections';
import { toEpochMs, toEpochMsOrNull } from '@levelup/domain/time';

export type FreeMint = FreeMintsQuery['freeMints'][number];

/** How each status reads on a card (spec 1 §4 Event status). */
export function eventStatusLabel(status: EventStatus, text: FreeMintsText = freeMintsText): string {
  return text(`status.${status}`);
}

/** At most this many events rotate in the featured carousel. */
export const FEATURED_LIMIT = 5;

/** The event's status at `now`, from its events and release window. */
export function freeMintStatus(mint: FreeMintWindow, now: number): EventStatus {
  return collectionStatus({
    events: mint.events,
    releasedAt: mint.releasedAt,
    endAt: mint.endAt,
    now,
  });
}

/** SOLD OUT, or the floored percent of the supply taken ('42%'); a launchpad collection's too. */
export function supplyProgressLabel(
  supply: { soldOut: boolean; fraction: number },
  text: FreeMintsText = freeMintsText,
): string {
  if (supply.soldOut) return text('progress.soldOut');
  return text('progress.percent', { percent: soldPercentLabel(supply.fraction) });
}

/** SOLD OUT, or the floored percent of the supply taken ('42%'). */
export function freeMintProgressLabel(mint: FreeMint, text: FreeMintsText = freeMintsText): string {
  return supplyProgressLabel({ soldOut: isSoldOut(mint), fraction: soldFraction(mint) }, text);
}

/** The call to action: RESERVE NOW while live, VIEW EVENT otherwise (spec 1 §2 Free-mint display). */
export function freeMintActionLabel(
  status: EventStatus,
  text: FreeMintsText = freeMintsText,
): string {
  return status === 'LIVE' ? text('action.reserveNow') : text('action.viewEvent');
}

/** The collection page, which exists only for a collection with a slug and a release date (spec 2 §2). */
export function freeMintPagePath(mint: FreeMint): string | null {
  return mint.slug && mint.releasedAt ? `/mints/${mint.slug}` : null;
}

/** The dates a status and countdown read (a launchpad collection has them too). */
export type FreeMintWindow = Pick<FreeMint, 'releasedAt' | 'endAt' | 'events'>;

/** The countdown's label ("Starts in", "Ends in") and the instant it runs to. */
export type CountdownTarget = { label: string; at: number };

/** What the countdown runs to: the next start while upcoming, the current end while live. */
export function freeMintCountdownTarget(
  mint: FreeMintWindow,
  status: EventStatus,
  now: number,
  text: FreeMintsText = freeMintsText,
): CountdownTarget | null {
  if (status === 'UPCOMING') {
    const starts = [mint.releasedAt, ...mint.events.map((event) => event.startAt)]
      .map((date) => toEpochMsOrNull(date))
      .filter((at): at is number => at !== null && at > now);
    return starts.length > 0
      ? { label: text('countdown.startsIn'), at: Math.min(...starts) }
      : null;
  }
  if (status === 'LIVE') {
    const liveEvent = mint.events.find(
      (event) =>
        toEpochMs(event.startAt) <= now && (toEpochMsOrNull(event.endAt) ?? Infinity) > now,
    );
    const end = toEpochMsOrNull(liveEvent?.endAt) ?? toEpochMsOrNull(mint.endAt);
    return end !== null ? { label: text('countdown.endsIn'), at: end } : null;
  }
  return null;
}

/**
 * Events for the featured carousel: spec 2 §7 Featured collections (priority above 0, not ended,
 * highest priority first), the rule the server's `featuredCollections` applies (issue 27), at most
 * FEATURED_LIMIT of them; none when no event qualifies.
 */
export function featuredFreeMints(mints: ReadonlyArray<FreeMint>, now: number): FreeMint[] {
  return featuredCollections(mints, now).slice(0, FEATURED_LIMIT);
}

/** When the event opens: the earliest of its release date and its events' starts, as sent by the API. */
export function freeMintStartsAt(mint: FreeMintWindow): string | null {
  const starts = [mint.releasedAt, ...mint.events.map((event) => event.startAt)].filter(
    (date): date is string => Boolean(date),
  );
  return starts.reduce<string | null>(
    (earliest, date) =>
      earliest === null || toEpochMs(date) < toEpochMs(earliest) ? date : earliest,
    null,
  );
}
