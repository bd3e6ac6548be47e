// The progress engine (issue 11 "Where progress comes from"): game and platform events move the
// missions of the day's pinned daily list, auto-started and started challenges, and the level-20
// blocker quest; completions make rewards ready (ChallengeRewardReady) exactly once.
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  challenges,
  dailyMissionLists,
  missions,
  userChallenges,
  userMissions,
} from '#db/schema/challenges.ts';
import { userNotifications } from '#db/schema/progression.ts';
import { ensureDailyMissionList } from '#modules/challenges/daily-missions.ts';
import { utcDay } from '#modules/challenges/mission-periods.ts';
import {
  missionByKey,
  recordEvents,
  userChallengeRows,
  userMissionRows,
} from './support/game-events.ts';
import {
  balanceOf,
  createPlayer,
  dataOf,
  grantXp,
  seasonOf,
  type Player,
} from './support/players.ts';
import { stateQuery, type StateResult } from './support/progression-operations.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let s1: Awaited<ReturnType<typeof seasonOf>>;
beforeAll(async () => {
  server = await startTestServer();
  s1 = await seasonOf(server.handle.db);
});
afterAll(() => server.close());

const db = () => server.handle.db;

async function challengeId(key: string): Promise<number> {
  const [row] = await db()
    .select({ id: challenges.id })
    .from(challenges)
    .where(eq(challenges.key, key));
  if (!row) throw new Error(`no challenge ${key}`);
  return row.id;
}

/** The player's ChallengeRewardReady notifications about one user mission or user challenge. */
async function rewardNotifications(
  player: Player,
  about: { userMissionId: number } | { userChallengeId: number },
) {
  const [[key, id]] = Object.entries(about) as [[string, number]];
  return (await allRewardNotifications(player)).filter(
    (metadata) => (metadata as Record<string, unknown> | null)?.[key] === id,
  );
}

async function allRewardNotifications(player: Player) {
  const rows = await db()
    .select({ metadata: userNotifications.metadata })
    .from(userNotifications)
    .where(
      and(
        eq(userNotifications.userId, player.id),
        eq(userNotifications.notificationType, 'ChallengeRewardReady'),
      ),
    );
  return rows.map((row) => row.metadata);
}

describe('the daily mission list', () => {
  it('pins ten missions of the pool per UTC day, the same on every read', async () => {
    const day = utcDay(new Date());
    const first = await ensureDailyMissionList(db(), s1.season.id, day);
    const again = await ensureDailyMissionList(db(), s1.season.id, day);
    expect(first).toHaveLength(10);
    expect(again).toEqual(first);
    const [row] = await db()
      .select()
      .from(dailyMissionLists)
      .where(and(eq(dailyMissionLists.battlePassId, s1.season.id), eq(dailyMissionLists.day, day)));
    expect(row?.missionIds).toEqual(first);
    const other = await ensureDailyMissionList(db(), s1.season.id, '2026-01-02');
    expect(other).toHaveLength(10);
    expect(other).not.toEqual(first);
  });

  it('counts events for the day’s missions only, and completes a mission once at its target', async () => {
    const player = await createPlayer(server);
    const day = utcDay(new Date());
    const list = await ensureDailyMissionList(db(), s1.season.id, day);
    const listed = await db().select().from(missions).where(inArray(missions.id, list));
    const counted = listed.find((mission) => mission.aggregate === 'count' && !mission.groupBy);
    if (!counted) throw new Error('no count mission in the list');
    const event = {
      type: counted.eventTypes[0]!,
      gameKey: counted.gameKey,
      attributes: { ...counted.filters },
    };
    for (let sent = 1; sent < counted.targetValue; sent += 1) {
      await recordEvents(server, player.id, [event]);
    }
    const [before] = await userMissionRows(server, player.id, counted.id);
    expect(before?.completedAt ?? null).toBeNull();
    // The last event and one more in the same batch: the mission completes once.
    await recordEvents(server, player.id, [event, event]);
    const rows = await userMissionRows(server, player.id, counted.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ period: day, userChallengeId: null });
    expect(rows[0]!.completedAt).not.toBeNull();
    // Today's list may hold other missions the same event counts for: look at this one's notices.
    const about = { userMissionId: rows[0]!.id };
    expect(await rewardNotifications(player, about)).toEqual([about]);
    // After completion more events change nothing and notify nothing.
    await recordEvents(server, player.id, [event]);
    expect(await userMissionRows(server, player.id, counted.id)).toEqual(rows);
    expect(await rewardNotifications(player, about)).toHaveLength(1);

    const unlisted = await db()
      .select()
      .from(missions)
      .innerJoin(challenges, eq(challenges.id, missions.challengeId))
      .where(and(eq(challenges.dailyPool, true), notInArray(missions.id, list)));
    for (const { missions: mission } of unlisted) {
      await recordEvents(server, player.id, [
        { type: mission.eventTypes[0]!, gameKey: mission.gameKey, value: mission.targetValue },
      ]);
      const notListed = await db()
        .select()
        .from(userMissions)
        .where(and(eq(userMissions.userId, player.id), eq(userMissions.missionId, mission.id)));
      expect(notListed).toEqual([]);
    }
  });
});

describe('an auto-started level challenge with a groupBy sum (score 5,000 in one round)', () => {
  it('keeps the best round, ignores other games, and makes the reward ready once', async () => {
    const player = await createPlayer(server);
    const mission = await missionByKey(server, 'level-10-trial-round-5000');
    const score = (value: number, roundId: string, gameKey = 'starforge-arena') => ({
      type: 'score',
      gameKey,
      value,
      attributes: { roundId },
    });
    await recordEvents(server, player.id, [score(3000, 'r1'), score(3000, 'r2')]);
    await recordEvents(server, player.id, [score(9000, 'r1', 'nebula-drift')]);
    let [row] = await userMissionRows(server, player.id, mission.id);
    expect(row).toMatchObject({ progress: 3000, completedAt: null });
    const [userChallenge] = await userChallengeRows(server, player.id, mission.challengeId);
    expect(userChallenge).toMatchObject({ stage: 1, completedAt: null });
    expect(row!.period).toBe(`uc:${userChallenge!.id}`);

    await recordEvents(server, player.id, [score(2500, 'r1')]);
    [row] = await userMissionRows(server, player.id, mission.id);
    expect(row!.progress).toBe(5500);
    expect(row!.completedAt).not.toBeNull();
    const [completed] = await userChallengeRows(server, player.id, mission.challengeId);
    expect(completed!.completedAt).not.toBeNull();
    expect(completed!.rewardReadyAt).not.toBeNull();
    // Today's daily missions may count these score events too: look at this challenge's notices.
    const about = { userChallengeId: completed!.id };
    expect(await rewardNotifications(player, about)).toEqual([about]);
  });
});

describe('challenges that need the player', () => {
  it('a milestone counts only once enrolled and started, for its own user challenge', async () => {
    const player = await createPlayer(server);
    const id = await challengeId('weekly-milestone');
    const win = await missionByKey(server, 'weekly-milestone-win-10');
    await recordEvents(server, player.id, [{ type: 'match_won', gameKey: 'nebula-drift' }]);
    expect(await userChallengeRows(server, player.id, id)).toEqual([]);
    expect(await userMissionRows(server, player.id, win.id)).toEqual([]);

    const [started] = await db()
      .insert(userChallenges)
      .values({ userId: player.id, challengeId: id, stage: 1, startedAt: new Date() })
      .returning();
    await recordEvents(server, player.id, [{ type: 'match_won', gameKey: 'nebula-drift' }]);
    expect(await userMissionRows(server, player.id, win.id)).toMatchObject([
      { progress: 1, period: `uc:${started!.id}`, userChallengeId: started!.id },
    ]);
  });

  it('a milestone whose window ended counts nothing', async () => {
    const player = await createPlayer(server);
    const id = await challengeId('weekly-milestone');
    const win = await missionByKey(server, 'weekly-milestone-win-10');
    await db()
      .insert(userChallenges)
      .values({
        userId: player.id,
        challengeId: id,
        stage: 1,
        startedAt: new Date(Date.now() - 8 * 86_400_000),
        endsAt: new Date(Date.now() - 86_400_000),
      });
    await recordEvents(server, player.id, [{ type: 'match_won' }]);
    expect(await userMissionRows(server, player.id, win.id)).toEqual([]);
  });

  it('a standalone mission counts only after Start mission', async () => {
    const player = await createPlayer(server);
    const mission = await missionByKey(server, 'nebula-drift-finish-3-races');
    const race = { type: 'race_finished', gameKey: 'nebula-drift' };
    await recordEvents(server, player.id, [race]);
    expect(await userMissionRows(server, player.id, mission.id)).toEqual([]);
    await db()
      .insert(userMissions)
      .values({ userId: player.id, missionId: mission.id, period: 'once', attribution: 'card' });
    await recordEvents(server, player.id, [race, race, race]);
    const [row] = await userMissionRows(server, player.id, mission.id);
    expect(row!.progress).toBe(3);
    expect(row!.completedAt).not.toBeNull();
  });
});

describe('platform events', () => {
  it('reaching a level counts for "reach level 5" (the best level, not a sum)', async () => {
    const player = await createPlayer(server);
    const mission = await missionByKey(server, 'platform-reach-level-5');
    await grantXp(server, player, s1.requiredXp(3));
    let [row] = await userMissionRows(server, player.id, mission.id);
    expect(row).toMatchObject({ progress: 3, completedAt: null, period: 'once' });
    await grantXp(server, player, s1.requiredXp(5) - s1.requiredXp(3));
    [row] = await userMissionRows(server, player.id, mission.id);
    expect(row!.progress).toBe(5);
    expect(row!.completedAt).not.toBeNull();
  });
});

describe('the level-20 blocker quest', () => {
  async function levelOf(player: Player): Promise<number> {
    const state = dataOf<StateResult>(
      await player.graphql(stateQuery, { group: 'allypass', key: 's1' }),
      'userBattlePassState',
    );
    return state.level;
  }

  it('is cleared by winning three matches, which releases the held level', async () => {
    const player = await createPlayer(server);
    await grantXp(server, player, s1.requiredXp(22));
    expect(await levelOf(player)).toBe(20);
    await recordEvents(server, player.id, [{ type: 'match_won', gameKey: 'starforge-arena' }]);
    await recordEvents(server, player.id, [{ type: 'match_won', gameKey: 'emberfall-chronicles' }]);
    expect(await levelOf(player)).toBe(20);
    await recordEvents(server, player.id, [{ type: 'match_won', gameKey: 'nebula-drift' }]);
    expect(await levelOf(player)).toBe(22);
    const [quest] = await userChallengeRows(
      server,
      player.id,
      await challengeId('allypass-s1-rift-warden'),
    );
    expect(quest!.completedAt).not.toBeNull();
    expect(quest!.rewardReadyAt).not.toBeNull();
    // Its chest is the player's without premium: the quest is not a level's premium reward.
    const collected = await player.graphql(
      `mutation ($id: ID!) { collectChallengeReward(challengeId: $id) { itemKey amount } }`,
      { id: String(quest!.challengeId) },
    );
    expect(dataOf(collected, 'collectChallengeReward')).toEqual([
      { itemKey: 'RARE_CHEST', amount: 1 },
    ]);
    expect(await balanceOf(db(), player.id, 'RARE_CHEST')).toBe(1);
  });
});
