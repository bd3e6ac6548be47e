// Arguments of the challenge calls as the services take them: ids named by what they are, tracking
// data and attribution bounded (spec 2 §7 Enroll challenge trackingData, Start mission).
import { z } from 'zod';
import { invalidInput } from '#errors.ts';

/** Database ids are positive int4; anything else names nothing. */
export function parseId(id: string | number, what: string): number {
  const text = String(id);
  const value = /^[1-9]\d{0,9}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value) || value > 2_147_483_647)
    throw invalidInput(`Unknown ${what} "${text.slice(0, 40)}".`);
  return value;
}

export const parseIds = (ids: ReadonlyArray<string | number>, what: string) =>
  ids.map((id) => parseId(id, what));

/** At most this many ids in one call (batch collect, sync). */
export const MAX_IDS = 100;

export function limitIds<T>(ids: ReadonlyArray<T>): ReadonlyArray<T> {
  if (ids.length > MAX_IDS) throw invalidInput(`At most ${MAX_IDS} ids at a time.`);
  return ids;
}

const trackingDataSchema = z
  .record(z.string().min(1).max(64), z.string().max(512))
  .refine((value) => Object.keys(value).length <= 20, 'at most 20 keys');

/** Tracking data: a flat object of short strings, or null. */
export function parseTrackingData(value: unknown): Record<string, string> | null {
  if (value === null || value === undefined) return null;
  const parsed = trackingDataSchema.safeParse(value);
  if (!parsed.success)
    throw invalidInput('trackingData must be an object of at most 20 short string values.');
  return parsed.data;
}

/** spec 2 §7 Start mission attribution: where the player came from. */
export function parseAttribution(value: string): string {
  const trimmed = value.trim();
  if (trimmed.length === 0 || trimmed.length > 200)
    throw invalidInput('attribution must be 1 to 200 characters.');
  return trimmed;
}
