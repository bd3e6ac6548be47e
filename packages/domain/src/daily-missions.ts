// spec 1 §3 Daily mission list, spec 1 §4 XP boost widget (countdown to local 23:59:59), spec 1 §9.
import type { Instant } from './time.ts';

/** Total daily missions assumed when the total is unknown. */
export const DAILY_MISSIONS_DEFAULT_TOTAL = 10;

/** Input of {@link dailyMissionsStatus}. */
export type DailyMissionsStatusParameters = { completed: number; total?: number | null };

/** Daily missions done out of the total, e.g. label '3/10'. */
export type DailyMissionsStatus = {
  completed: number;
  total: number;
  allCompleted: boolean;
  label: string;
};

/** Daily missions completed out of the total (10 when unknown). */
export function dailyMissionsStatus({
  completed,
  total,
}: DailyMissionsStatusParameters): DailyMissionsStatus {
  const outOf = total ?? DAILY_MISSIONS_DEFAULT_TOTAL;
  const done = Math.min(Math.max(0, completed), outOf);
  return { completed: done, total: outOf, allCompleted: done >= outOf, label: `${done}/${outOf}` };
}

/** Milliseconds from `now` until 23:59:59 of the same local day (0 in the day's last second). */
export function msUntilEndOfLocalDay(now: Instant): number {
  const at = new Date(now);
  const endOfDay = new Date(at.getFullYear(), at.getMonth(), at.getDate(), 23, 59, 59, 0);
  return Math.max(0, endOfDay.getTime() - at.getTime());
}
