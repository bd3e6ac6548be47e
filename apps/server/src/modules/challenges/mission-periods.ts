// Which user_missions row holds a player's progress on a mission (the periods the engine writes):
// daily-pool missions a UTC day 'YYYY-MM-DD', a staged challenge's missions its user challenge
// ('uc:<id>'), platform and standalone missions 'once'.
import { DAY_MS } from '@levelup/domain/time';
import { stageKey, type ChallengeGraph } from './graph.ts';
import type { ChallengeRow, UserMissionRow } from './store.ts';

/** The UTC day of an instant, as daily periods and daily_mission_lists.day spell it. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

const ONCE_TYPES: ReadonlySet<ChallengeRow['type']> = new Set([
  'PlatformMission',
  'StandaloneMission',
]);

export type PeriodKind = 'daily' | 'userChallenge' | 'once';

export function periodKind(challenge: Pick<ChallengeRow, 'type' | 'dailyPool'>): PeriodKind {
  if (challenge.dailyPool) return 'daily';
  return ONCE_TYPES.has(challenge.type) ? 'once' : 'userChallenge';
}

/** When a user mission can no longer progress: its day's end, its user challenge's or stage's end. */
export function missionEndAt(graph: ChallengeGraph, userMission: UserMissionRow): Date | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(userMission.period))
    return new Date(Date.parse(`${userMission.period}T00:00:00.000Z`) + DAY_MS);
  const mission = graph.missionRows.get(userMission.missionId);
  if (!mission) return null;
  const userChallenge = graph.userChallengeRows.find(
    (row) => row.id === userMission.userChallengeId,
  );
  if (userChallenge?.endsAt) return userChallenge.endsAt;
  return graph.stageRows.get(stageKey(mission.challengeId, mission.stage))?.endAt ?? null;
}

/**
 * The player's current user mission of a mission: today's for a daily mission, the one of the latest
 * user challenge at the mission's stage, or the 'once' one.
 */
export function currentUserMission(
  graph: ChallengeGraph,
  missionId: number,
  daily: ReadonlyMap<number, UserMissionRow>,
): UserMissionRow | null {
  const mission = graph.missionRows.get(missionId);
  const challenge = mission && graph.rows.get(mission.challengeId);
  if (!mission || !challenge) return null;
  const kind = periodKind(challenge);
  if (kind === 'daily') return daily.get(missionId) ?? null;
  if (kind === 'once')
    return (
      graph.userMissionRows.find((row) => row.missionId === missionId && row.period === 'once') ??
      null
    );
  const userChallenge = graph.userChallengeRows
    .filter((row) => row.challengeId === challenge.id && row.stage === mission.stage)
    .at(-1);
  if (!userChallenge) return null;
  return (
    graph.userMissionRows.find(
      (row) => row.missionId === missionId && row.userChallengeId === userChallenge.id,
    ) ?? null
  );
}
