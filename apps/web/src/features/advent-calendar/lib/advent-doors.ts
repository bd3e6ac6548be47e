// spec 1 §2 /advent-calendar: a door per December day, each a Calendar challenge (issue 14 Build 5).
// A door's state follows its challenge's (spec 2 §4 Challenge reward flow): shut until its day,
// open on its day, reward ready once its missions are done, then collected — or missed.
import { adventCalendarText, type AdventCalendarText } from '../advent-calendar-text.ts';
import type { AdventCalendarQuery } from '@levelup/api/challenges';
import { challengeData, type ChallengeData } from '#features/missions/lib/missions-panel-view.ts';

export type AdventDoorState = 'locked' | 'open' | 'ready' | 'collected' | 'missed';

export type AdventDoor = {
  /** The day of December (UTC) the door opens on. */
  day: number;
  state: AdventDoorState;
  challenge: ChallengeData;
};

const STATE_OF: Record<ChallengeData['status'], AdventDoorState> = {
  upcoming: 'locked',
  notEnrolled: 'open',
  startable: 'open',
  enrolled: 'open',
  active: 'open',
  tracking: 'open',
  completed: 'ready',
  collected: 'collected',
  over: 'missed',
};

/** What a door's tile says under its number: "Opens Dec 4", "Open today", "Reward ready"… */
export function doorStateLabel(
  door: Pick<AdventDoor, 'day' | 'state'>,
  text: AdventCalendarText = adventCalendarText,
): string {
  return text(`state.${door.state}`, { day: door.day });
}

/** The doors in day order; a challenge without a dated stage is no door. */
export function adventDoors(
  challenges: AdventCalendarQuery['adventCalendar'],
  now: number,
  syncing = false,
): AdventDoor[] {
  return challenges
    .flatMap((challenge) => {
      const startAt = challenge.stages[0]?.startAt;
      const data = challengeData(challenge, now, syncing);
      if (!startAt || !data) return [];
      const day = new Date(startAt).getUTCDate();
      return [{ day, state: STATE_OF[data.status], challenge: data }];
    })
    .sort((a, b) => a.day - b.day);
}

/** The door the page shows first: one with a reward ready, else today's, else the next to open. */
export function featuredDoor(doors: ReadonlyArray<AdventDoor>): AdventDoor | null {
  return (
    doors.find((door) => door.state === 'ready') ??
    doors.find((door) => door.state === 'open') ??
    doors.find((door) => door.state === 'locked') ??
    doors.at(-1) ??
    null
  );
}
