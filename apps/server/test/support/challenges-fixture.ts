// Challenge fixtures for the challenge call tests: season data inserted directly (a challenge with a
// stage, its missions, a stake with rewards), and the player progress rows the engine would write
// (user_challenges, user_missions), so each test sets exactly the state it needs.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import {
  challengeStages,
  challengeStakes,
  challenges,
  missionRewards,
  missions,
  stakeRewards,
  userChallenges,
  userMissions,
} from '#db/schema/challenges.ts';
import { ledgerEntries } from '#db/schema/users.ts';

type ChallengeType = (typeof challenges.$inferInsert)['type'];
type Reward = { itemKey: string; amount: number };

export type ChallengeFixtureOptions = {
  type?: ChallengeType;
  battlePassId?: number | null;
  battlePassLevel?: number | null;
  dailyPool?: boolean;
  autoStart?: boolean;
  priority?: number;
  stage?: { startAt?: Date | null; endAt?: Date | null; duration?: string | null };
  /** Further stages (2, 3, …), same shape. */
  moreStages?: Array<{ startAt?: Date | null; endAt?: Date | null; duration?: string | null }>;
  missionCount?: number;
  targetValue?: number;
  /** Rewards of each mission of its own (daily, platform, standalone). */
  missionRewards?: Reward[];
  /** The rewards of the stage's one stake (every stage gets one). */
  stakeRewards?: Reward[];
};

export type ChallengeFixture = {
  challengeId: number;
  key: string;
  missionIds: number[];
  /** Stake id of each stage, stage 1 first. */
  stakeIds: number[];
};

const suffix = () => randomBytes(5).toString('hex');

export async function createChallenge(
  db: Database,
  options: ChallengeFixtureOptions = {},
): Promise<ChallengeFixture> {
  const key = `test-challenge-${suffix()}`;
  const [challenge] = await db
    .insert(challenges)
    .values({
      key,
      type: options.type ?? 'Default',
      title: `Challenge ${key}`,
      battlePassId: options.battlePassId ?? null,
      battlePassLevel: options.battlePassLevel ?? null,
      dailyPool: options.dailyPool ?? false,
      autoStart: options.autoStart ?? false,
      priority: options.priority ?? 0,
    })
    .returning({ id: challenges.id });
  if (!challenge) throw new Error('no challenge inserted');
  const stages = [options.stage ?? {}, ...(options.moreStages ?? [])];
  const missionIds: number[] = [];
  const stakeIds: number[] = [];
  for (const [index, stage] of stages.entries()) {
    const number = index + 1;
    await db.insert(challengeStages).values({
      challengeId: challenge.id,
      stage: number,
      startAt: stage.startAt ?? null,
      endAt: stage.endAt ?? null,
      duration: stage.duration ?? null,
    });
    for (let position = 0; position < (options.missionCount ?? 2); position += 1) {
      const [mission] = await db
        .insert(missions)
        .values({
          key: `${key}-s${number}-m${position}`,
          challengeId: challenge.id,
          stage: number,
          position,
          title: `Mission ${position + 1}`,
          eventTypes: ['match_won'],
          targetValue: options.targetValue ?? 3,
        })
        .returning({ id: missions.id });
      if (!mission) throw new Error('no mission inserted');
      missionIds.push(mission.id);
      for (const [rewardPosition, reward] of (options.missionRewards ?? []).entries())
        await db
          .insert(missionRewards)
          .values({ missionId: mission.id, position: rewardPosition, ...reward });
    }
    const [stake] = await db
      .insert(challengeStakes)
      .values({ challengeId: challenge.id, stage: number })
      .returning({ id: challengeStakes.id });
    if (!stake) throw new Error('no stake inserted');
    stakeIds.push(stake.id);
    for (const [position, reward] of (
      options.stakeRewards ?? [{ itemKey: 'GOLD', amount: 250 }]
    ).entries())
      await db.insert(stakeRewards).values({ stakeId: stake.id, position, ...reward });
  }
  return { challengeId: challenge.id, key, missionIds, stakeIds };
}

/** A user challenge row as the engine leaves it (progress simulated). */
export async function setUserChallenge(
  db: Database,
  values: typeof userChallenges.$inferInsert,
): Promise<number> {
  const [row] = await db
    .insert(userChallenges)
    .values(values)
    .onConflictDoUpdate({
      target: [userChallenges.userId, userChallenges.challengeId, userChallenges.stage],
      set: {
        startedAt: values.startedAt ?? null,
        endsAt: values.endsAt ?? null,
        completedAt: values.completedAt ?? null,
        rewardReadyAt: values.rewardReadyAt ?? null,
        failedAt: values.failedAt ?? null,
      },
    })
    .returning({ id: userChallenges.id });
  if (!row) throw new Error('no user challenge');
  return row.id;
}

/** Every mission of a user challenge's stage completed, and the challenge with its reward ready. */
export async function completeUserChallenge(
  db: Database,
  {
    userChallengeId,
    missionIds,
    at = new Date(),
  }: {
    userChallengeId: number;
    missionIds: number[];
    at?: Date;
  },
) {
  const [row] = await db
    .select()
    .from(userChallenges)
    .where(eq(userChallenges.id, userChallengeId));
  if (!row) throw new Error('no user challenge');
  for (const missionId of missionIds)
    await setUserMission(db, {
      userId: row.userId,
      missionId,
      period: `uc:${userChallengeId}`,
      userChallengeId,
      progress: 3,
      completedAt: at,
    });
  await db
    .update(userChallenges)
    .set({ completedAt: at, rewardReadyAt: at })
    .where(eq(userChallenges.id, userChallengeId));
}

export async function setUserMission(
  db: Database,
  values: typeof userMissions.$inferInsert,
): Promise<number> {
  const [row] = await db
    .insert(userMissions)
    .values(values)
    .onConflictDoUpdate({
      target: [userMissions.userId, userMissions.missionId, userMissions.period],
      set: { progress: values.progress ?? 0, completedAt: values.completedAt ?? null },
    })
    .returning({ id: userMissions.id });
  if (!row) throw new Error('no user mission');
  return row.id;
}

export async function findUserChallenge(db: Database, id: number) {
  const [row] = await db.select().from(userChallenges).where(eq(userChallenges.id, id));
  return row;
}

export async function findUserMissionRow(db: Database, id: number) {
  const [row] = await db.select().from(userMissions).where(eq(userMissions.id, id));
  return row;
}

/** What the challenge collects put on a player's ledger for one currency. */
export async function collectedTotal(db: Database, userId: string, currency: string) {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.delta}), 0)` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, userId),
        eq(ledgerEntries.currency, currency),
        eq(ledgerEntries.reason, 'COLLECT_CHALLENGE_REWARD'),
      ),
    );
  return Number(row?.total ?? 0);
}

/** A player's user challenges and user missions, to prove a refused call wrote none. */
export async function challengeRowsOf(db: Database, userId: string) {
  return {
    userChallenges: await db.select().from(userChallenges).where(eq(userChallenges.userId, userId)),
    userMissions: await db.select().from(userMissions).where(eq(userMissions.userId, userId)),
  };
}
