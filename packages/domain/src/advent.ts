// spec 1 §9: the advent calendar icon shows in December (month 11 when counted from 0), local time.
import type { Instant } from './time.ts';

/** Zero-based month index of December. */
export const ADVENT_MONTH_INDEX = 11;

/** Whether the advent calendar (sock icon, /advent-calendar) is in season: December in local time. */
export function isAdventSeason(now: Instant): boolean {
  return new Date(now).getMonth() === ADVENT_MONTH_INDEX;
}
