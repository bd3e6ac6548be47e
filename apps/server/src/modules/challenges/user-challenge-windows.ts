// Which user challenge a staged challenge's event counts for (spec 2 §4 Challenge reward flow: a
// challenge is active if not collected, failed or cancelled, started, and its end still ahead).
// autoStart challenges (the blocker quest, level trials) start for the player on their first event.
import { and, eq } from 'drizzle-orm';
import { challengeEndAt, isChallengeActive } from '@levelup/domain/challenges';
import { userChallenges } from '#db/schema/challenges.ts';
import type { TxScope } from '#modules/progression/level-ups.ts';
import type { MissionTarget } from './progress-store.ts';

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
