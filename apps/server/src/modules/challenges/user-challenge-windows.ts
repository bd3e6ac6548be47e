// Which user challenge a staged challenge's event counts for (spec 2 §4 Challenge reward flow: a
// challenge is active if not collected, failed or cancelled, started, and its end still ahead).
// autoStart challenges (the blocker quest, level trials) start for the player on their first event.
import { and, eq } from 'drizzle-orm';
import { addInterval, parseInterval } from '@levelup/domain/interval';
import { userChallenges } from '#db/schema/challenges.ts';
import type { TxScope } from '#modules/progression/level-ups.ts';
import type { MissionTarget } from './progress-store.ts';

/** The end of a player's window: the stage's fixed end, or their start plus its duration. */
export function userChallengeEndsAt(
  stage: { endAt: Date | null; duration: string | null },
  startedAt: Date,
): Date | null {
  if (stage.endAt) return stage.endAt;
  return stage.duration ? addInterval(startedAt, parseInterval(stage.duration)) : null;
}

/** The id of the player's active user challenge for the mission's stage, or null. */
export async function resolveUserChallenge(
  { tx, now }: TxScope,
  userId: string,
  mission: MissionTarget,
): Promise<number | null> {
  const where = and(
    eq(userChallenges.userId, userId),
    eq(userChallenges.challengeId, mission.challengeId),
    eq(userChallenges.stage, mission.stage),
  );
  const [existing] = await tx.select().from(userChallenges).where(where);
  if (existing) return isCounting(existing, now) ? existing.id : null;
  if (!mission.autoStart || mission.stage !== 1) return null;
  const [created] = await tx
    .insert(userChallenges)
    .values({
      userId,
      challengeId: mission.challengeId,
      stage: 1,
      startedAt: now,
      endsAt: userChallengeEndsAt(
        { endAt: mission.stageEndAt, duration: mission.stageDuration },
        now,
      ),
    })
    .onConflictDoNothing()
    .returning({ id: userChallenges.id });
  return created?.id ?? null;
}

/** spec 2 §4: started, not completed, failed, cancelled or collected, and its end still ahead. */
function isCounting(row: typeof userChallenges.$inferSelect, now: Date): boolean {
  return (
    row.startedAt !== null &&
    row.completedAt === null &&
    row.failedAt === null &&
    row.cancelledAt === null &&
    row.rewardCollectedAt === null &&
    (row.endsAt === null || row.endsAt > now)
  );
}
