// Missions of spec 2 §7 (sync missions, start mission, collect mission reward), the real daily mission
// list of spec 1 §3 (the day's pinned list, completed of total), the level entries of spec 1 §3, and
// a constant number of SQL statements for the missions panel (no N+1).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '@levelup/domain/time';
import {
  completeUserChallenge,
  createChallenge as insertChallenge,
  findUserMissionRow,
  setUserChallenge,
  setUserMission,
} from './support/challenges-fixture.ts';
import {
  challengesQuery,
  collectMissionMutation,
  collectMutation,
  dailyMissionsQuery,
  levelEntriesQuery,
  startMissionMutation,
  syncMissionsMutation,
  type RewardResult,
} from './support/challenges-operations.ts';
import { missionsPanelQuery } from './support/challenges-panel.ts';
import {
  balanceOf,
  createPlayer,
  dataOf,
  errorOf,
  expectLedgerConsistent,
  grantItem,
  grantXp,
  playerRows,
  seasonOf,
} from './support/players.ts';
import { statementLog } from './support/statement-count.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const statements = statementLog();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ logger: statements.logger });
});
afterAll(() => server?.close());

const db = () => server.handle.db;
/** With the season cache on (the default), new challenge data shows once forgotten, as after `season apply`. */
async function createChallenge(...[database, options]: Parameters<typeof insertChallenge>) {
  const challenge = await insertChallenge(database, options);
  server.app.services.season.forgetSeasonData();
  return challenge;
}
const today = () => new Date().toISOString().slice(0, 10);
const future = () => new Date(Date.now() + 7 * DAY_MS);

type SyncResult = {
  missionId: string;
  userMissionId: string | null;
  isPassed: boolean;
  isCollectedReward: boolean;
  userMission: { period: string; completedAt: string | null } | null;
};

describe('standalone missions', () => {
  it('start with attribution and tracking data, sync, and pay their own reward once', async () => {
    const { missionIds } = await createChallenge(db(), {
      type: 'StandaloneMission',
      missionCount: 1,
      stage: { endAt: future() },
      missionRewards: [{ itemKey: 'GOLD', amount: 40 }],
    });
    const missionId = String(missionIds[0]);
    const player = await createPlayer(server);
    const started = await player.graphql(startMissionMutation, {
      missionId,
      attribution: 'newsletter',
      trackingData: { clickId: 'click-1', pfUserId: 'pf-9' },
    });
    const userMissionId = Number(dataOf<string>(started, 'startMission'));
    expect(await findUserMissionRow(db(), userMissionId)).toMatchObject({
      period: 'once',
      attribution: 'newsletter',
      trackingData: { clickId: 'click-1', pfUserId: 'pf-9' },
    });
    const restarted = await player.graphql(startMissionMutation, { missionId, attribution: 'x' });
    expect(Number(dataOf<string>(restarted, 'startMission'))).toBe(userMissionId);

    const locked = await player.graphql(collectMissionMutation, {
      userMissionId: String(userMissionId),
    });
    expect(errorOf(locked)).toEqual({
      code: 'reward-locked',
      message: 'Complete this mission to collect its reward.',
    });

    await setUserMission(db(), {
      userId: player.id,
      missionId: Number(missionId),
      period: 'once',
      progress: 3,
      completedAt: new Date(),
    });
    const [synced] = dataOf<SyncResult[]>(
      await player.graphql(syncMissionsMutation, { missionIds: [missionId] }),
      'syncMissions',
    );
    expect(synced).toMatchObject({
      missionId,
      userMissionId: String(userMissionId),
      isPassed: true,
      isCollectedReward: false,
      userMission: { period: 'once' },
    });

    const other = await createPlayer(server, 'other');
    const stolen = await other.graphql(collectMissionMutation, {
      userMissionId: String(userMissionId),
    });
    expect(errorOf(stolen).code).toBe('invalid-input');

    const collected = await player.graphql(collectMissionMutation, {
      userMissionId: String(userMissionId),
      attribution: 'newsletter',
    });
    expect(dataOf<RewardResult[]>(collected, 'collectMissionReward')).toMatchObject([
      { itemKey: 'GOLD', amount: 40 },
    ]);
    const twice = await player.graphql(collectMissionMutation, {
      userMissionId: String(userMissionId),
    });
    expect(errorOf(twice).code).toBe('reward-already-collected');
    expect(await balanceOf(db(), player.id, 'GOLD')).toBe(40);
    const [after] = dataOf<SyncResult[]>(
      await player.graphql(syncMissionsMutation, { missionIds: [missionId] }),
      'syncMissions',
    );
    expect(after?.isCollectedReward).toBe(true);
    expect(await expectLedgerConsistent(db(), player.id)).toEqual([]);
  });

  it('cannot start once its stage has ended (mission-is-over), nor a challenge mission on its own', async () => {
    const ended = await createChallenge(db(), {
      type: 'StandaloneMission',
      missionCount: 1,
      stage: { endAt: new Date(Date.now() - HOUR_MS) },
    });
    const staged = await createChallenge(db(), { stage: { endAt: future() } });
    const player = await createPlayer(server);
    const before = await playerRows(db(), player.id);
    const over = await player.graphql(startMissionMutation, {
      missionId: String(ended.missionIds[0]),
      attribution: 'feed',
    });
    expect(errorOf(over)).toEqual({
      code: 'mission-is-over',
      message: 'Sorry, this mission has ended. Check back later for new missions!',
    });
    const notOwn = await player.graphql(startMissionMutation, {
      missionId: String(staged.missionIds[0]),
      attribution: 'feed',
    });
    expect(errorOf(notOwn).code).toBe('invalid-input');
    expect(await playerRows(db(), player.id)).toEqual(before);
  });
});

describe('daily missions (spec 1 §3, §7)', () => {
  it("answer the day's pinned list with the player's completed of total", async () => {
    const { season } = await seasonOf(db());
    await createChallenge(db(), {
      type: 'BattlePassMission',
      battlePassId: season.id,
      dailyPool: true,
      autoStart: true,
      missionCount: 14,
      missionRewards: [{ itemKey: 'GOLD', amount: 10 }],
    });
    const player = await createPlayer(server);
    const variables = { group: 'allypass', key: 's1', date: today() };
    type List = {
      completed: number;
      total: number | null;
      day: string;
      missions: Array<{
        mission: { id: string };
        isPassed: boolean;
        userMission: { id: string } | null;
      }>;
    };
    const first = dataOf<List>(
      await player.graphql(dailyMissionsQuery, variables),
      'dailyMissions',
    );
    expect(first).toMatchObject({ completed: 0, total: 10, day: today() });
    expect(first.missions).toHaveLength(10);

    // The same list for everyone, and for the same player later in the day.
    const other = await createPlayer(server, 'other');
    const second = dataOf<List>(
      await other.graphql(dailyMissionsQuery, variables),
      'dailyMissions',
    );
    expect(second.missions.map((entry) => entry.mission.id)).toEqual(
      first.missions.map((entry) => entry.mission.id),
    );

    const [done1, done2] = first.missions.map((entry) => Number(entry.mission.id));
    for (const missionId of [done1, done2])
      await setUserMission(db(), {
        userId: player.id,
        missionId: missionId as number,
        period: today(),
        progress: 3,
        completedAt: new Date(),
      });
    const progressed = dataOf<List>(
      await player.graphql(dailyMissionsQuery, variables),
      'dailyMissions',
    );
    expect(progressed.completed).toBe(2);
    expect(progressed.total).toBe(10);
    expect(progressed.missions.filter((entry) => entry.isPassed)).toHaveLength(2);
    // Yesterday's progress does not count today.
    const otherDay = dataOf<List>(
      await other.graphql(dailyMissionsQuery, variables),
      'dailyMissions',
    );
    expect(otherDay.completed).toBe(0);

    const [synced] = dataOf<SyncResult[]>(
      await player.graphql(syncMissionsMutation, { missionIds: [String(done1)] }),
      'syncMissions',
    );
    expect(synced).toMatchObject({ isPassed: true, userMission: { period: today() } });

    const bad = await player.graphql(dailyMissionsQuery, { ...variables, date: '2026-13-45' });
    expect(errorOf(bad).code).toBe('invalid-input');
    const notADay = await player.graphql(dailyMissionsQuery, { ...variables, date: '2026-02-31' });
    expect(errorOf(notADay).code).toBe('invalid-input');
  });
});

describe('battle pass level entries (spec 1 §3)', () => {
  it('carry the free and premium challenge stages of a level with the viewer’s user challenge', async () => {
    const { season } = await seasonOf(db());
    const free = await createChallenge(db(), {
      type: 'BattlePassMission',
      battlePassId: season.id,
      battlePassLevel: 7,
      missionCount: 0,
    });
    const premium = await createChallenge(db(), {
      type: 'BattlePassMission',
      battlePassId: season.id,
      battlePassLevel: 7,
      stakeRewards: [{ itemKey: 'GOLD', amount: 900 }],
    });
    const player = await createPlayer(server);
    const userChallengeId = await setUserChallenge(db(), {
      userId: player.id,
      challengeId: premium.challengeId,
      stage: 1,
      startedAt: new Date(),
    });
    await completeUserChallenge(db(), { userChallengeId, missionIds: premium.missionIds });
    type Level = {
      level: number;
      free: { challengeId: string } | null;
      freeUserChallenge: { id: string } | null;
      premium: { challengeId: string; stakes: Array<{ rewards: RewardResult[] }> } | null;
      premiumUserChallenge: { id: string; completedAt: string | null } | null;
    };
    const levels = dataOf<Level[]>(
      await player.graphql(levelEntriesQuery, { battlePassId: String(season.id) }),
      'battlePassLevels',
    );
    const asked = statements.ofLatestRequest();
    const seven = levels.find((level) => level.level === 7);
    expect(seven).toMatchObject({
      free: { challengeId: String(free.challengeId) },
      freeUserChallenge: null,
      premium: {
        challengeId: String(premium.challengeId),
        stakes: [{ rewards: [{ itemKey: 'GOLD', amount: 900 }] }],
      },
      premiumUserChallenge: { id: String(userChallengeId) },
    });
    expect(levels.find((level) => level.level === 8)?.free).toBeNull();
    // One load for all the levels: far fewer statements than levels.
    expect(levels.length).toBeGreaterThan(30);
    expect(asked).toBeLessThan(20);
  });
});

describe('collecting level entry rewards (spec 1 §4 reward progress)', () => {
  it('a free entry completes by reaching its level; a premium one also needs premium', async () => {
    const { season, requiredXp } = await seasonOf(db());
    const free = await createChallenge(db(), {
      type: 'BattlePassMission',
      battlePassId: season.id,
      battlePassLevel: 3,
      missionCount: 0,
      stakeRewards: [{ itemKey: 'GOLD', amount: 30 }],
    });
    const premium = await createChallenge(db(), {
      type: 'BattlePassMission',
      battlePassId: season.id,
      battlePassLevel: 3,
      stakeRewards: [{ itemKey: 'GOLD', amount: 70 }],
    });
    const player = await createPlayer(server);
    const early = await player.graphql(collectMutation, { challengeId: String(free.challengeId) });
    expect(errorOf(early).code).toBe('reward-locked');
    await grantXp(server, player, requiredXp(3));
    const collected = await player.graphql(collectMutation, {
      challengeId: String(free.challengeId),
    });
    expect(dataOf<RewardResult[]>(collected, 'collectChallengeReward')).toMatchObject([
      { itemKey: 'GOLD', amount: 30 },
    ]);

    const userChallengeId = await setUserChallenge(db(), {
      userId: player.id,
      challengeId: premium.challengeId,
      stage: 1,
      startedAt: new Date(),
    });
    await completeUserChallenge(db(), { userChallengeId, missionIds: premium.missionIds });
    const withoutPremium = await player.graphql(collectMutation, {
      challengeId: String(premium.challengeId),
    });
    expect(errorOf(withoutPremium).code).toBe('premium-required');
    await grantItem(server, player, season.premiumPassItemKey, 1);
    const withPremium = await player.graphql(collectMutation, {
      challengeId: String(premium.challengeId),
    });
    expect(dataOf<RewardResult[]>(withPremium, 'collectChallengeReward')).toMatchObject([
      { itemKey: 'GOLD', amount: 70 },
    ]);
    expect(await balanceOf(db(), player.id, 'GOLD')).toBe(100);
  });
});

describe('challenges from the season cache', () => {
  it('lists active or upcoming ones by type and season, highest priority first, fresh after a season change', async () => {
    const { season } = await seasonOf(db(), 'nebula-guild', 's1');
    const inSeason = { type: 'Calendar' as const, battlePassId: season.id };
    await createChallenge(db(), { ...inSeason, priority: 9, stage: { endAt: new Date(0) } });
    const low = await createChallenge(db(), {
      ...inSeason,
      priority: 1,
      stage: { endAt: future() },
    });
    const list = async () =>
      dataOf<Array<{ id: string }>>(
        await server.graphql(challengesQuery, {
          types: ['Calendar'],
          battlePassId: String(season.id),
        }),
        'challenges',
      ).map((challenge) => Number(challenge.id));
    expect(await list()).toEqual([low.challengeId]);
    const high = await createChallenge(db(), { ...inSeason, priority: 5, stage: {} });
    expect(await list()).toEqual([high.challengeId, low.challengeId]);
  });
});

describe('the missions panel query', () => {
  it('costs the same few SQL statements for 3 and for 30 active challenges (season data cached)', async () => {
    const { season } = await seasonOf(db());
    async function panelStatements(count: number) {
      const player = await createPlayer(server);
      const ids: string[] = [];
      for (let index = 0; index < count; index += 1) {
        const { challengeId, missionIds } = await createChallenge(db(), {
          battlePassId: season.id,
          stage: { endAt: future() },
        });
        const userChallengeId = await setUserChallenge(db(), {
          userId: player.id,
          challengeId,
          stage: 1,
          startedAt: new Date(),
        });
        if (index % 2 === 0) await completeUserChallenge(db(), { userChallengeId, missionIds });
        ids.push(String(challengeId));
      }
      const variables = { ids, group: 'allypass', key: 's1', date: today() };
      // The first request loads the season data into the cache; the next ones read only the player's.
      await player.graphql(missionsPanelQuery, variables);
      const response = await player.graphql(missionsPanelQuery, variables);
      expect(response.body.errors).toBeUndefined();
      const challenges = dataOf<Array<{ userChallenges: unknown[] }>>(response, 'challenges');
      expect(challenges).toHaveLength(count);
      expect(challenges.every((challenge) => challenge.userChallenges.length === 1)).toBe(true);
      return statements.ofLatestRequest();
    }
    const few = await panelStatements(3);
    const many = await panelStatements(30);
    expect(many).toBe(few);
    // The session, the day's list and the player's missions, user challenges and pending rewards.
    expect(many).toBeLessThanOrEqual(10);
  });
});
