// spec 1 §4 Off-season: before the start date, or no end date, or after the end date.
import { toEpochMs, toEpochMsOrNull } from './time.ts';
import type { DateInput, Instant } from './time.ts';

/** Input of {@link isOffSeason}. */
export type IsOffSeasonParameters = {
  seasonStartDate: DateInput | null | undefined;
  seasonEndDate: DateInput | null | undefined;
  now: Instant;
};

/**
 * Whether the battle pass is between seasons at `now`.
 * The season runs from its start instant (inclusive) to its end instant (exclusive); a missing start
 * date does not make it off-season, a missing end date does.
 */
export function isOffSeason({
  seasonStartDate,
  seasonEndDate,
  now,
}: IsOffSeasonParameters): boolean {
  const at = toEpochMs(now);
  const start = toEpochMsOrNull(seasonStartDate);
  const end = toEpochMsOrNull(seasonEndDate);
  if (end === null) return true;
  if (start !== null && at < start) return true;
  return at >= end;
}
