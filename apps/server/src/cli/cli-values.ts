// Values the CLI's listing commands share: a count given on the command line, and a time printed to
// the second (UTC, ISO 8601).
import { invalidInput } from '#errors.ts';

/** A `--limit` as a whole number from 1 to `max`; refused with invalid-input otherwise. */
export function countOption(text: string, max: number): number {
  const count = Number(text);
  if (!Number.isSafeInteger(count) || count < 1 || count > max)
    throw invalidInput(`"${text}" is not a count from 1 to ${max}.`);
  return count;
}

/** 2026-11-29T10:58:01Z */
export const isoSeconds = (at: Date): string => at.toISOString().replace(/\.\d+Z$/, 'Z');
