// The weekly gold bonus rule (spec 2 §3 Weekly claimable gold, §4 Weekly gold bonus; issue 12 Build 7:
// "the claimable amount follows a documented rule from the week's activity"). The spec leaves the
// amount to the server ("not shown (fetched)", spec 2 §9); ours, documented in docs/operating-a-season.md:
//
//   During the current UTC week (Monday 00:00 to Sunday 24:00) a player can collect, once, a bonus for
//   the PREVIOUS UTC week:  GOLD_PER_ACTIVE_DAY × active days + GOLD_PER_MISSION × missions completed,
//   at most WEEKLY_GOLD_CAP. An active day is a UTC day with any ledger credit (other than the weekly
//   and badge golds themselves) or a completed mission.

export const GOLD_PER_ACTIVE_DAY = 20;
export const GOLD_PER_MISSION = 10;
export const WEEKLY_GOLD_CAP = 300;

export type WeekActivity = { activeDays: number; missionsCompleted: number };

export function weeklyGoldAmount({ activeDays, missionsCompleted }: WeekActivity): number {
  return Math.min(
    WEEKLY_GOLD_CAP,
    GOLD_PER_ACTIVE_DAY * activeDays + GOLD_PER_MISSION * missionsCompleted,
  );
}
