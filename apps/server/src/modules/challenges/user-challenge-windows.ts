// Which user challenge a staged challenge's event counts for (spec 2 §4 Challenge reward flow: a
// challenge is active if not collected, failed or cancelled, started, and its end still ahead).
// autoStart challenges (the blocker quest, level trials) start for the player on their first event.
import { and, inArray } from 'drizzle-orm';
import { challengeEndAt, isChallengeActive } from '@levelup/domain/challenges';
import { userChallenges } from '#db/schema/challenges.ts';
import type { TxScope } from '#modules/progression/level-ups.ts';
import type { MissionTarget } from './progress-store.ts';

type UserChallengeRow = typeof userChallenges.$inferSelect;

/** The players' user challenges of these challenges, by player, challenge and stage. */
export type StartedChallenges = ReadonlyMap<string, UserChallengeRow>;

export const startedKey = (userId: string, challengeId: number, stage: number) =>
  `${userId}:${challengeId}:${stage}`;

/** One read for a batch's players (the progress engine's recorder). */
export async function loadUserChallenges(
  tx: TxScope['tx'],
  userIds: string[],
  challengeIds: number[],
): Promise<StartedChallenges> {
  if (userIds.length === 0 || challengeIds.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(userChallenges)
    .where(
      and(
        inArray(userChallenges.userId, userIds),
        inArray(userChallenges.challengeId, challengeIds),
      ),
    );
  return new Map(rows.map((row) => [startedKey(row.userId, row.challengeId, row.stage), row]));
}

/**
 * The id of the player's active user challenge for the mission's stage (its row read beforehand,
 * null when the player has none), or null.
 */
export async function resolveUserChallenge(
  { tx, now }: TxScope,
  userId: string,
  mission: MissionTarget,
  existing: UserChallengeRow | null,
): Promise<number | null> {
  const stage = { endAt: mission.stageEndAt, duration: mission.stageDuration };
  // A completed challenge counts no more: its missions are done and its reward is ready.
  if (existing)
    return !existing.completedAt && isChallengeActive({ userChallenge: existing, stage, now })
      ? existing.id
      : null;
  if (!mission.autoStart || mission.stage !== 1) return null;
  const [created] = await tx
    .insert(userChallenges)
    .values({
      userId,
      challengeId: mission.challengeId,
      stage: 1,
      startedAt: now,
      endsAt: challengeEndAt({ startedAt: now, stage }),
    })
    .onConflictDoNothing()
    .returning({ id: userChallenges.id });
  return created?.id ?? null;
}
