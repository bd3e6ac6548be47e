// spec 1 §4 Event status, spec 2 §4 Event countdown, spec 1 §9 countdown tick and date format.
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS, toEpochMs, toEpochMsOrNull } from './time.ts';
import type { DateInput, Instant } from './time.ts';

/** Status of an event, stage or collection window. */
export type EventStatus = 'UPCOMING' | 'LIVE' | 'ENDED';

/** Countdown refresh interval (spec 1 §9, spec 2 §9: 1 s). */
export const COUNTDOWN_TICK_MS = 1_000;

/** Input of {@link eventStatus}; a missing start means started, a missing end means never ending. */
export type EventStatusParameters = {
  startAt?: DateInput | null;
  endAt?: DateInput | null;
  now: Instant;
};

/** Status of a time window at `now`: live from its start (inclusive) until its end (exclusive). */
export function eventStatus({ startAt, endAt, now }: EventStatusParameters): EventStatus {
  const at = toEpochMs(now);
  const start = toEpochMsOrNull(startAt);
  const end = toEpochMsOrNull(endAt);
  if (end !== null && at >= end) return 'ENDED';
  if (start !== null && at < start) return 'UPCOMING';
  return 'LIVE';
}

/** Time left until a target, split for display. */
export type Countdown = {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  done: boolean;
};

/**
 * Time left from `now` until `target`. Seconds round up, so the display reads 00:00:00 only once done.
 */
export function countdown(target: DateInput, now: Instant): Countdown {
  const remainingMs = Math.max(0, toEpochMs(target) - toEpochMs(now));
  const totalSeconds = Math.ceil(remainingMs / SECOND_MS);
  const totalMs = totalSeconds * SECOND_MS;
  return {
    days: Math.floor(totalMs / DAY_MS),
    hours: Math.floor((totalMs % DAY_MS) / HOUR_MS),
    minutes: Math.floor((totalMs % HOUR_MS) / MINUTE_MS),
    seconds: totalSeconds % 60,
    done: remainingMs === 0,
  };
}

/** Options of {@link formatEventDate}. */
export type FormatEventDateOptions = {
  /** IANA time zone; the runtime's local zone when omitted. */
  timeZone?: string;
};

/** Formats a date as `hh:mm a · MMM d, yyyy` in English, e.g. '03:05 PM · Jan 7, 2024' (spec 1 §9). */
export function formatEventDate(date: DateInput, options: FormatEventDateOptions = {}): string {
  const format = new Intl.DateTimeFormat('en-US', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: options.timeZone,
  });
  const parts = new Map(
    format.formatToParts(new Date(toEpochMs(date))).map((part) => [part.type, part.value]),
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.get(type) ?? '';
  return `${part('hour').padStart(2, '0')}:${part('minute')} ${part('dayPeriod').toUpperCase()} · ${part('month')} ${part('day')}, ${part('year')}`;
}
