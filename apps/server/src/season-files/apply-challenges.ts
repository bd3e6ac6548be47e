// Applies a challenges file (issue 11 "Challenges as data"): challenges upserted by key; a listed
// challenge's stages, missions, stakes and rewards become exactly those of the file. A blocker quest
// must name a special mission of its season at the level it holds (spec 2 §4 Battle pass blocker quest).
import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  challengeStages,
  challengeStakes,
  challenges,
  missionRewards,
  missions,
  stakeRewards,
} from '#db/schema/challenges.ts';
import { battlePasses, specialMissions } from '#db/schema/season.ts';
import { updateWhenChanged } from '#db/upsert.ts';
import { loadItemTypes, ReferenceCheck, type ApplyContext } from './apply-context.ts';
import type { ChallengeEntry, ChallengesFile } from './challenges-file.ts';

type Reward = ChallengeEntry['stages'][number]['missions'][number]['rewards'][number];

export async function applyChallenges(context: ApplyContext, file: ChallengesFile): Promise<void> {
  if (file.challenges.length === 0) return;
  const passIds = await checkReferences(context, file);
  const challengeIds = await upsertChallenges(context, file, passIds);
  await applyStages(context, file, challengeIds);
  const missionIds = await applyMissions(context, file, challengeIds);
  await applyRewardRows(
    context,
    missionRewards,
    missionRewards.missionId,
    missionRewards.position,
    file.challenges.flatMap((challenge) =>
      challenge.stages.flatMap((stage) =>
        stage.missions.map((mission) => ({
          parentId: missionIds.get(mission.key)!,
          rewards: mission.rewards,
        })),
      ),
    ),
  );
  await applyStakes(context, file, challengeIds);
}

/** Battle passes, items and blocker links the file names must exist; returns "group/key" -> id. */
async function checkReferences(
  context: ApplyContext,
  file: ChallengesFile,
): Promise<Map<string, number>> {
  const check = new ReferenceCheck(context.source);
  const passes = await context.tx
    .select({ id: battlePasses.id, group: battlePasses.group, key: battlePasses.key })
    .from(battlePasses);
  const passIds = new Map(passes.map((pass) => [`${pass.group}/${pass.key}`, pass.id]));
  const rewardPaths: { path: PropertyKey[]; itemKey: string }[] = [];
  const missionKeys = new Set<string>();
  for (const [index, challenge] of file.challenges.entries()) {
    const at = ['challenges', index];
    const passId = challenge.battlePass
      ? passIds.get(`${challenge.battlePass.group}/${challenge.battlePass.key}`)
      : undefined;
    if (challenge.battlePass && passId === undefined)
      check.fail(
        [...at, 'battlePass'],
        `unknown battle pass ${challenge.battlePass.group}/${challenge.battlePass.key}`,
      );
    if (challenge.type === 'BattlePassBlockerQuest' && passId !== undefined)
      await checkBlocker(context, check, at, challenge, passId);
    challenge.stages.forEach((stage, stageIndex) => {
      stage.missions.forEach((mission, missionIndex) => {
        const missionAt = [...at, 'stages', stageIndex, 'missions', missionIndex];
        if (missionKeys.has(mission.key))
          check.fail([...missionAt, 'key'], `mission key "${mission.key}" is used twice`);
        missionKeys.add(mission.key);
        mission.rewards.forEach((reward, rewardIndex) =>
          rewardPaths.push({
            path: [...missionAt, 'rewards', rewardIndex, 'itemKey'],
            itemKey: reward.itemKey,
          }),
        );
      });
      stage.stakes.forEach((stake, stakeIndex) =>
        stake.rewards.forEach((reward, rewardIndex) =>
          rewardPaths.push({
            path: [...at, 'stages', stageIndex, 'stakes', stakeIndex, 'rewards', rewardIndex],
            itemKey: reward.itemKey,
          }),
        ),
      );
    });
  }
  const known = await loadItemTypes(
    context.tx,
    rewardPaths.map((reward) => reward.itemKey),
  );
  for (const reward of rewardPaths) check.item(known, reward.path, reward.itemKey);
  check.throwIfAny();
  return passIds;
}

async function checkBlocker(
  context: ApplyContext,
  check: ReferenceCheck,
  at: PropertyKey[],
  challenge: ChallengeEntry,
  battlePassId: number,
): Promise<void> {
  const [special] = await context.tx
    .select({
      targetLevel: specialMissions.targetLevel,
      battlePassId: specialMissions.battlePassId,
    })
    .from(specialMissions)
    .where(eq(specialMissions.challengeKey, challenge.key));
  if (!special || special.battlePassId !== battlePassId)
    check.fail(
      [...at, 'key'],
      `a blocker quest must match a special mission's challengeKey in its season's file`,
    );
  else if (special.targetLevel !== challenge.battlePassLevel)
    check.fail(
      [...at, 'battlePassLevel'],
      `must equal the special mission's targetLevel (${special.targetLevel})`,
    );
}

async function upsertChallenges(
  context: ApplyContext,
  file: ChallengesFile,
  passIds: Map<string, number>,
): Promise<Map<string, number>> {
  const rows = file.challenges.map((challenge) => ({
    key: challenge.key,
    type: challenge.type,
    title: challenge.title,
    description: challenge.description,
    imagePath: challenge.imagePath ?? null,
    battlePassId: challenge.battlePass
      ? passIds.get(`${challenge.battlePass.group}/${challenge.battlePass.key}`)!
      : null,
    gameKey: challenge.gameKey ?? null,
    dailyPool: challenge.dailyPool,
    autoStart: challenge.autoStart,
    snowflakeBypassCost: challenge.snowflakeBypassCost ?? null,
    battlePassLevel: challenge.battlePassLevel ?? null,
    priority: challenge.priority,
  }));
  const written = await context.tx
    .insert(challenges)
    .values(rows)
    .onConflictDoUpdate({
      target: challenges.key,
      ...updateWhenChanged(challenges, [
        'type',
        'title',
        'description',
        'imagePath',
        'battlePassId',
        'gameKey',
        'dailyPool',
        'autoStart',
        'snowflakeBypassCost',
        'battlePassLevel',
        'priority',
      ]),
    })
    .returning({ id: challenges.id });
  context.changes += written.length;
  const ids = await context.tx
    .select({ id: challenges.id, key: challenges.key })
    .from(challenges)
    .where(
      inArray(
        challenges.key,
        rows.map((row) => row.key),
      ),
    );
  return new Map(ids.map((row) => [row.key, row.id]));
}

async function applyStages(
  context: ApplyContext,
  file: ChallengesFile,
  challengeIds: Map<string, number>,
): Promise<void> {
  const rows = file.challenges.flatMap((challenge) =>
    challenge.stages.map((stage, index) => ({
      challengeId: challengeIds.get(challenge.key)!,
      stage: index + 1,
      startAt: stage.startAt ?? null,
      endAt: stage.endAt ?? null,
      duration: stage.duration ?? null,
    })),
  );
  const written = await context.tx
    .insert(challengeStages)
    .values(rows)
    .onConflictDoUpdate({
      target: [challengeStages.challengeId, challengeStages.stage],
      ...updateWhenChanged(challengeStages, ['startAt', 'endAt', 'duration']),
    })
    .returning({ id: challengeStages.id });
  context.changes += written.length;
  context.changes += await deleteBeyond(
    context,
    challengeStages,
    challengeStages.challengeId,
    sql`${challengeStages.stage} - 1`,
    file.challenges.map((challenge) => [challengeIds.get(challenge.key)!, challenge.stages.length]),
  );
}

async function applyMissions(
  context: ApplyContext,
  file: ChallengesFile,
  challengeIds: Map<string, number>,
): Promise<Map<string, number>> {
  const rows = file.challenges.flatMap((challenge) =>
    challenge.stages.flatMap((stage, stageIndex) =>
      stage.missions.map((mission, position) => ({
        key: mission.key,
        challengeId: challengeIds.get(challenge.key)!,
        stage: stageIndex + 1,
        position,
        title: mission.title,
        description: mission.description,
        eventTypes: mission.eventTypes,
        gameKey: mission.gameKey ?? challenge.gameKey ?? null,
        filters: mission.filters,
        aggregate: mission.aggregate,
        groupBy: mission.groupBy ?? null,
        targetValue: mission.targetValue,
      })),
    ),
  );
  const listedChallenges = [...challengeIds.values()];
  const removed = await context.tx
    .delete(missions)
    .where(
      and(
        inArray(missions.challengeId, listedChallenges),
        notInArray(
          missions.key,
          rows.map((row) => row.key),
        ),
      ),
    )
    .returning({ id: missions.id });
  context.changes += removed.length;
  const written = await context.tx
    .insert(missions)
    .values(rows)
    .onConflictDoUpdate({
      target: missions.key,
      ...updateWhenChanged(missions, [
        'challengeId',
        'stage',
        'position',
        'title',
        'description',
        'eventTypes',
        'gameKey',
        'filters',
        'aggregate',
        'groupBy',
        'targetValue',
      ]),
    })
    .returning({ id: missions.id });
  context.changes += written.length;
  const ids = await context.tx
    .select({ id: missions.id, key: missions.key })
    .from(missions)
    .where(inArray(missions.challengeId, listedChallenges));
  return new Map(ids.map((row) => [row.key, row.id]));
}

async function applyStakes(
  context: ApplyContext,
  file: ChallengesFile,
  challengeIds: Map<string, number>,
): Promise<void> {
  const rows = file.challenges.flatMap((challenge) =>
    challenge.stages.flatMap((stage, stageIndex) =>
      stage.stakes.map((stake, position) => ({
        challengeId: challengeIds.get(challenge.key)!,
        stage: stageIndex + 1,
        position,
        rewards: stake.rewards,
      })),
    ),
  );
  const listedChallenges = [...challengeIds.values()];
  const existing = await context.tx
    .select({
      id: challengeStakes.id,
      challengeId: challengeStakes.challengeId,
      stage: challengeStakes.stage,
      position: challengeStakes.position,
    })
    .from(challengeStakes)
    .where(inArray(challengeStakes.challengeId, listedChallenges));
  const wanted = new Set(rows.map((row) => `${row.challengeId}:${row.stage}:${row.position}`));
  const stale = existing
    .filter((row) => !wanted.has(`${row.challengeId}:${row.stage}:${row.position}`))
    .map((row) => row.id);
  if (stale.length > 0) {
    await context.tx.delete(challengeStakes).where(inArray(challengeStakes.id, stale));
    context.changes += stale.length;
  }
  if (rows.length === 0) return;
  const inserted = await context.tx
    .insert(challengeStakes)
    .values(rows.map(({ rewards: _rewards, ...row }) => row))
    .onConflictDoNothing()
    .returning({ id: challengeStakes.id });
  context.changes += inserted.length;
  const ids = await context.tx
    .select({
      id: challengeStakes.id,
      challengeId: challengeStakes.challengeId,
      stage: challengeStakes.stage,
      position: challengeStakes.position,
    })
    .from(challengeStakes)
    .where(inArray(challengeStakes.challengeId, listedChallenges));
  const idOf = new Map(
    ids.map((row) => [`${row.challengeId}:${row.stage}:${row.position}`, row.id]),
  );
  await applyRewardRows(
    context,
    stakeRewards,
    stakeRewards.stakeId,
    stakeRewards.position,
    rows.map((row) => ({
      parentId: idOf.get(`${row.challengeId}:${row.stage}:${row.position}`)!,
      rewards: row.rewards,
    })),
  );
}

/** Upserts each parent's rewards by position and deletes positions beyond the file's. */
async function applyRewardRows(
  context: ApplyContext,
  table: typeof missionRewards | typeof stakeRewards,
  parentColumn: AnyPgColumn,
  positionColumn: AnyPgColumn,
  parents: { parentId: number; rewards: Reward[] }[],
): Promise<void> {
  if (parents.length === 0) return;
  const parentKey = table === missionRewards ? 'missionId' : 'stakeId';
  const rows = parents.flatMap(({ parentId, rewards }) =>
    rewards.map((reward, position) => ({
      [parentKey]: parentId,
      position,
      itemKey: reward.itemKey,
      amount: reward.amount,
      metadata: reward.metadata,
    })),
  );
  if (rows.length > 0) {
    const written = await context.tx
      .insert(table)
      .values(rows as never)
      .onConflictDoUpdate({
        target: [parentColumn, positionColumn],
        ...updateWhenChanged(table as typeof stakeRewards, ['itemKey', 'amount', 'metadata']),
      })
      .returning({ id: table.id });
    context.changes += written.length;
  }
  context.changes += await deleteBeyond(
    context,
    table,
    parentColumn,
    sql`${positionColumn}`,
    parents.map(({ parentId, rewards }) => [parentId, rewards.length]),
  );
}

/** Deletes the rows of each listed parent whose index (0-based) is at or past the parent's count. */
async function deleteBeyond(
  context: ApplyContext,
  table: PgTable,
  parentColumn: AnyPgColumn,
  index: SQL,
  counts: [parentId: number, count: number][],
): Promise<number> {
  if (counts.length === 0) return 0;
  const values = counts.map(([id, n]) => sql`(${id}::integer, ${n}::integer)`);
  const removed = await context.tx.execute(
    sql`DELETE FROM ${table} WHERE EXISTS (SELECT 1 FROM (VALUES ${sql.join(values, sql`, `)})
      AS t(parent_id, n) WHERE t.parent_id = ${parentColumn} AND ${index} >= t.n) RETURNING 1 AS one`,
  );
  // Both drivers (node-postgres, PGlite) answer raw statements with their rows.
  return (removed as unknown as { rows: unknown[] }).rows.length;
}
