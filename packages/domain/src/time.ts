// Shared time inputs. Rules never read the clock: callers pass `now` explicitly (README "Time").

/** A point in time: a Date or epoch milliseconds. */
export type Instant = Date | number;

/** A timestamp as the API sends it: a Date, an ISO 8601 string or epoch milliseconds. */
export type DateInput = Date | string | number;

/** One second in milliseconds. */
export const SECOND_MS = 1_000;
/** One minute in milliseconds. */
export const MINUTE_MS = 60 * SECOND_MS;
/** One hour in milliseconds. */
export const HOUR_MS = 60 * MINUTE_MS;
/** One day (24 hours) in milliseconds. */
export const DAY_MS = 24 * HOUR_MS;

/** Epoch milliseconds of a timestamp; throws RangeError when it is not a valid date. */
export function toEpochMs(value: DateInput): number {
  const ms =
    value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  if (!Number.isFinite(ms)) throw new RangeError(`Invalid date: ${String(value)}`);
  return ms;
}

/** Epoch milliseconds of an optional timestamp, or null when it is missing (null, undefined or ''). */
export function toEpochMsOrNull(value: DateInput | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  return toEpochMs(value);
}
