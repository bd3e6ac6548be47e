// UTC weeks, Monday to Sunday (issue 12: the weekly gold bonus and badge golds are once per UTC week).

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Monday 00:00 UTC starting the week of `at`. */
export function weekStart(at: Date): Date {
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  return new Date(day - sinceMonday * DAY_MS);
}

/** The week before the week of `at`: [from, to). */
export function previousWeek(at: Date): { from: Date; to: Date } {
  const to = weekStart(at);
  return { from: new Date(to.getTime() - 7 * DAY_MS), to };
}

/** YYYY-MM-DD of a week's Monday. */
export const weekLabel = (monday: Date) => monday.toISOString().slice(0, 10);
