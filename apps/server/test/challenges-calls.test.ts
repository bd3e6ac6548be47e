// The challenge calls of spec 2 §7 through HTTP (issue 11 Build 3): enroll, start, collect exactly
// once, cancel, batch collect, and the errors of spec 2 §8 ("Collecting before completion, after the
// stage ended, or someone else's user challenge: clear error, nothing changes").
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS, DAY_MS } from '@levelup/domain/time';
import { createNotification } from './support/live-events.ts';
import { missionsPanelQuery } from './support/challenges-panel.ts';
import {
  challengeRowsOf,
  collectedTotal,
  completeUserChallenge,
  createChallenge,
  findUserChallenge,
  setUserChallenge,
} from './support/challenges-fixture.ts';
import {
  batchCollectMutation,
  cancelMutation,
  challengesQuery,
  challengeStagesQuery,
  collectMutation,
  enrollMutation,
  pendingQuery,
  startMutation,
  syncChallengeMissionsMutation,
  userChallengesQuery,
  type RewardResult,
} from './support/challenges-operations.ts';
import {
  balanceOf,
  createPlayer,
  dataOf,
  errorOf,
  expectLedgerConsistent,
  grantItem,
  playerRows,
  seasonOf,
} from './support/players.ts';
import { statementLog } from './support/statement-count.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const statements = statementLog();
let server: TestServer;
beforeAll(async () => {
  // Season data read from the database on every request: the fixtures insert it directly.
  server = await startTestServer({
    env: { SEASON_CACHE_TTL_SECONDS: '0' },
    logger: statements.logger,
  });
});
afterAll(() => server?.close());

const db = () => server.handle.db;
const future = () => new Date(Date.now() + 7 * DAY_MS);
const past = () => new Date(Date.now() - HOUR_MS);

type UserChallengeResult = {
  id: string;
  stage: number;
  startedAt: string | null;
  endsAt: string | null;
  challengeStakeId: string | null;
  cancelledAt: string | null;
  rewardCollectedAt: string | null;
  userChallengeMissions: Array<{ missionId: string; isPassed: boolean; progress: number }>;
};

describe('enroll, start and collect a challenge', () => {
  it('runs the reward flow of spec 2 §4 and pays the stake exactly once', async () => {
    const { challengeId, missionIds, stakeIds } = await createChallenge(db(), {
      stage: { duration: '7 days' },
    });
    const player = await createPlayer(server);
    const enrolled = await player.graphql(enrollMutation, {
      challengeId: String(challengeId),
      challengeStakeId: String(stakeIds[0]),
      trackingData: { clickId: 'c-1' },
    });
    const userChallengeId = Number(dataOf<string>(enrolled, 'enrollChallenge'));
    const row = await findUserChallenge(db(), userChallengeId);
    expect(row).toMatchObject({ stage: 1, stakeId: stakeIds[0], startedAt: null });
    expect(row?.trackingData).toEqual({ clickId: 'c-1' });

    // Enrolling again answers the same user challenge.
    const again = await player.graphql(enrollMutation, { challengeId: String(challengeId) });
    expect(Number(dataOf<string>(again, 'enrollChallenge'))).toBe(userChallengeId);

    const started = dataOf<UserChallengeResult>(
      await player.graphql(startMutation, { challengeId: String(challengeId) }),
      'startChallenge',
    );
    expect(started.id).toBe(String(userChallengeId));
    expect(started.startedAt).not.toBeNull();
    // spec 2 §3: endsAt = startedAt + the stage duration.
    expect(Date.parse(started.endsAt ?? '') - Date.parse(started.startedAt ?? '')).toBe(7 * DAY_MS);
    expect(started.userChallengeMissions.map((mission) => mission.isPassed)).toEqual([
      false,
      false,
    ]);

    const locked = await player.graphql(collectMutation, { challengeId: String(challengeId) });
    expect(errorOf(locked).code).toBe('reward-locked');

    await completeUserChallenge(db(), { userChallengeId, missionIds });
    const synced = dataOf<Array<{ missionId: string; isPassed: boolean }>>(
      await player.graphql(syncChallengeMissionsMutation, {
        challengeId: String(challengeId),
        missionIds: missionIds.map(String),
      }),
      'syncChallengeMissions',
    );
    expect(synced.map((mission) => mission.isPassed)).toEqual([true, true]);

    const pending = dataOf<Array<{ id: string }>>(
      await player.graphql(pendingQuery),
      'pendingChallengeRewards',
    );
    expect(pending.map((entry) => entry.id)).toEqual([String(userChallengeId)]);

    const collected = await player.graphql(collectMutation, { challengeId: String(challengeId) });
    expect(dataOf<RewardResult[]>(collected, 'collectChallengeReward')).toMatchObject([
      { itemKey: 'GOLD', amount: 250 },
    ]);
    expect(await balanceOf(db(), player.id, 'GOLD')).toBe(250);
    expect(await collectedTotal(db(), player.id, 'GOLD')).toBe(250);
    expect((await findUserChallenge(db(), userChallengeId))?.rewardCollectedAt).not.toBeNull();

    const twice = await player.graphql(collectMutation, { challengeId: String(challengeId) });
    expect(errorOf(twice)).toEqual({
      code: 'reward-already-collected',
      message: 'You have already collected this reward!',
    });
    expect(await balanceOf(db(), player.id, 'GOLD')).toBe(250);
    expect(
      dataOf<unknown[]>(await player.graphql(pendingQuery), 'pendingChallengeRewards'),
    ).toEqual([]);
    expect(await expectLedgerConsistent(db(), player.id)).toEqual([]);
  });

  it('answers the challenges with missions, stages, stakes and the viewer’s user challenges', async () => {
    const { challengeId, stakeIds } = await createChallenge(db(), { stage: { endAt: future() } });
    const player = await createPlayer(server);
    await player.graphql(enrollMutation, { challengeId: String(challengeId) });
    const [challenge] = dataOf<
      Array<{
        id: string;
        missions: unknown[];
        stages: Array<{ stakes: Array<{ id: string; rewards: RewardResult[] }> }>;
        userChallenges: UserChallengeResult[];
      }>
    >(await player.graphql(challengesQuery, { ids: [String(challengeId)] }), 'challenges');
    expect(challenge?.missions).toHaveLength(2);
    expect(challenge?.stages[0]?.stakes[0]).toMatchObject({
      id: String(stakeIds[0]),
      rewards: [{ itemKey: 'GOLD', amount: 250 }],
    });
    expect(challenge?.userChallenges).toHaveLength(1);

    const visitor = await server.graphql(challengesQuery, { ids: [String(challengeId)] });
    expect(
      dataOf<Array<{ userChallenges: unknown[] }>>(visitor, 'challenges')[0]?.userChallenges,
    ).toEqual([]);

    const byCriteria = dataOf<Array<{ challenge: { id: string } }>>(
      await player.graphql(userChallengesQuery, {
        criteria: { challengeId: String(challengeId), stage: 1 },
      }),
      'userChallenges',
    );
    expect(byCriteria.map((entry) => entry.challenge.id)).toEqual([String(challengeId)]);

    const stages = dataOf<Array<{ stage: number; challenge: { id: string } }>>(
      await player.graphql(challengeStagesQuery, {
        or: [{ challengeId: String(challengeId), stage: 1 }],
      }),
      'challengeStages',
    );
    expect(stages).toMatchObject([{ stage: 1, challenge: { id: String(challengeId) } }]);
  });

  it('lists the active or upcoming challenges of some types in a season, highest priority first', async () => {
    const { season } = await seasonOf(db(), 'nebula-guild', 's1');
    const inSeason = { type: 'Calendar' as const, battlePassId: season.id };
    await createChallenge(db(), { ...inSeason, priority: 9, stage: { endAt: past() } });
    const upcoming = await createChallenge(db(), {
      ...inSeason,
      priority: 1,
      stage: { startAt: future(), endAt: new Date(Date.now() + 14 * DAY_MS) },
    });
    const live = await createChallenge(db(), { ...inSeason, priority: 5, stage: {} });
    await createChallenge(db(), { type: 'Milestone', battlePassId: season.id, priority: 7 });
    const listed = dataOf<Array<{ id: string }>>(
      await server.graphql(challengesQuery, {
        types: ['Calendar'],
        battlePassId: String(season.id),
      }),
      'challenges',
    );
    expect(listed.map((challenge) => Number(challenge.id))).toEqual([
      live.challengeId,
      upcoming.challengeId,
    ]);
  });

  it('cancels the current stage, answers the next one, and enrolls there', async () => {
    const { challengeId } = await createChallenge(db(), {
      stage: { endAt: future() },
      moreStages: [{ endAt: future() }],
    });
    const player = await createPlayer(server);
    await player.graphql(startMutation, { challengeId: String(challengeId) });
    const cancelled = await player.graphql(cancelMutation, { challengeId: String(challengeId) });
    expect(dataOf<number>(cancelled, 'cancelChallenge')).toBe(2);
    const next = Number(
      dataOf<string>(
        await player.graphql(enrollMutation, { challengeId: String(challengeId) }),
        'enrollChallenge',
      ),
    );
    expect((await findUserChallenge(db(), next))?.stage).toBe(2);
  });

  it('refuses a stake of another challenge, a start before the stage opens, and a start after it ended', async () => {
    const open = await createChallenge(db(), { stage: { endAt: future() } });
    const upcoming = await createChallenge(db(), {
      stage: { startAt: future(), endAt: new Date(Date.now() + 14 * DAY_MS) },
    });
    const ended = await createChallenge(db(), { stage: { endAt: past() } });
    const player = await createPlayer(server);
    const before = await playerRows(db(), player.id);
    const wrongStake = await player.graphql(enrollMutation, {
      challengeId: String(open.challengeId),
      challengeStakeId: String(upcoming.stakeIds[0]),
    });
    expect(errorOf(wrongStake).code).toBe('invalid-input');
    const badTracking = await player.graphql(enrollMutation, {
      challengeId: String(open.challengeId),
      trackingData: { nested: { no: 1 } },
    });
    expect(errorOf(badTracking).code).toBe('invalid-input');
    const early = await player.graphql(startMutation, {
      challengeId: String(upcoming.challengeId),
    });
    expect(errorOf(early)).toEqual({
      code: 'invalid-input',
      message: 'This challenge has not started yet.',
    });
    const late = await player.graphql(startMutation, { challengeId: String(ended.challengeId) });
    expect(errorOf(late).code).toBe('mission-is-over');
    expect(await playerRows(db(), player.id)).toEqual(before);
    expect(await challengeRowsOf(db(), player.id)).toEqual({
      userChallenges: [],
      userMissions: [],
    });
  });

  it('XP rewards go through the booster multiplier (spec 1 §9), as battle pass claims do', async () => {
    const { season } = await seasonOf(db());
    const { challengeId, missionIds } = await createChallenge(db(), {
      battlePassId: season.id,
      stage: { endAt: future() },
      stakeRewards: [{ itemKey: season.xpItemKey, amount: 100 }],
    });
    const player = await createPlayer(server);
    await grantItem(server, player, 'BATTLE_PASS_XP_BOOSTER_7D', 1);
    const userChallengeId = await setUserChallenge(db(), {
      userId: player.id,
      challengeId,
      stage: 1,
      startedAt: new Date(),
    });
    await completeUserChallenge(db(), { userChallengeId, missionIds });
    const rewards = dataOf<RewardResult[]>(
      await player.graphql(collectMutation, { challengeId: String(challengeId) }),
      'collectChallengeReward',
    );
    expect(rewards).toMatchObject([{ itemKey: season.xpItemKey, amount: 150 }]);
    expect(await expectLedgerConsistent(db(), player.id)).toEqual([]);
  });
});

describe('collect errors change nothing', () => {
  it('before completion: reward-locked', async () => {
    const { challengeId } = await createChallenge(db(), { stage: { endAt: future() } });
    const player = await createPlayer(server);
    await player.graphql(startMutation, { challengeId: String(challengeId) });
    const before = await playerRows(db(), player.id);
    const response = await player.graphql(collectMutation, { challengeId: String(challengeId) });
    expect(errorOf(response)).toEqual({
      code: 'reward-locked',
      message: 'Complete every mission of this challenge to collect its reward.',
    });
    expect(await playerRows(db(), player.id)).toEqual(before);
  });

  it('after the stage ended without completion: mission-is-over', async () => {
    const { challengeId } = await createChallenge(db(), { stage: { endAt: past() } });
    const player = await createPlayer(server);
    await setUserChallenge(db(), {
      userId: player.id,
      challengeId,
      stage: 1,
      startedAt: new Date(Date.now() - DAY_MS),
      endsAt: past(),
    });
    const before = await playerRows(db(), player.id);
    const response = await player.graphql(collectMutation, { challengeId: String(challengeId) });
    expect(errorOf(response)).toEqual({
      code: 'mission-is-over',
      message: 'Sorry, this mission has ended. Check back later for new missions!',
    });
    expect(await playerRows(db(), player.id)).toEqual(before);
    expect((await challengeRowsOf(db(), player.id)).userChallenges).toMatchObject([
      { rewardCollectedAt: null, completedAt: null },
    ]);
    const enroll = await player.graphql(enrollMutation, { challengeId: String(challengeId) });
    expect(errorOf(enroll).code).toBe('mission-is-over');
  });

  it('a completed reward stays collectible after the stage ended', async () => {
    const { challengeId, missionIds } = await createChallenge(db(), { stage: { endAt: past() } });
    const player = await createPlayer(server);
    const userChallengeId = await setUserChallenge(db(), {
      userId: player.id,
      challengeId,
      stage: 1,
      startedAt: new Date(Date.now() - DAY_MS),
      endsAt: past(),
    });
    await completeUserChallenge(db(), {
      userChallengeId,
      missionIds,
      at: new Date(Date.now() - 2 * HOUR_MS),
    });
    const response = await player.graphql(collectMutation, { challengeId: String(challengeId) });
    expect(dataOf<RewardResult[]>(response, 'collectChallengeReward')).toHaveLength(1);
  });

  it("someone else's user challenge or an unknown challenge: invalid-input", async () => {
    const { challengeId, missionIds } = await createChallenge(db(), { stage: { endAt: future() } });
    const owner = await createPlayer(server, 'owner');
    const thief = await createPlayer(server, 'thief');
    const userChallengeId = await setUserChallenge(db(), {
      userId: owner.id,
      challengeId,
      stage: 1,
      startedAt: new Date(),
    });
    await completeUserChallenge(db(), { userChallengeId, missionIds });
    const ownerBefore = await playerRows(db(), owner.id);
    const thiefBefore = await playerRows(db(), thief.id);

    const batch = await thief.graphql(batchCollectMutation, {
      userChallengeIds: [String(userChallengeId)],
    });
    expect(errorOf(batch)).toEqual({
      code: 'invalid-input',
      message: `Unknown user challenge "${userChallengeId}".`,
    });
    const direct = await thief.graphql(collectMutation, { challengeId: String(challengeId) });
    expect(errorOf(direct).code).toBe('invalid-input');
    const unknown = await thief.graphql(collectMutation, { challengeId: '2147483647' });
    expect(errorOf(unknown).code).toBe('invalid-input');
    const visitor = await server.graphql(collectMutation, { challengeId: String(challengeId) });
    expect(errorOf(visitor).code).toBe('unauthenticated');

    expect(await playerRows(db(), owner.id)).toEqual(ownerBefore);
    expect(await playerRows(db(), thief.id)).toEqual(thiefBefore);
    expect((await findUserChallenge(db(), userChallengeId))?.rewardCollectedAt).toBeNull();
  });
});

describe('batch collect of pending rewards (spec 1 §7, spec 2 §4)', () => {
  it('collects the listed pending ones, then answers no-reward-to-collect', async () => {
    const player = await createPlayer(server);
    const ids: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const { challengeId, missionIds } = await createChallenge(db(), {
        stage: { endAt: future() },
      });
      const userChallengeId = await setUserChallenge(db(), {
        userId: player.id,
        challengeId,
        stage: 1,
        startedAt: new Date(),
      });
      // The third is still in progress: not pending, so not collected.
      if (index < 2) await completeUserChallenge(db(), { userChallengeId, missionIds });
      ids.push(userChallengeId);
    }
    const collected = dataOf<Array<{ userChallengeId: string; rewards: RewardResult[] }>>(
      await player.graphql(batchCollectMutation, { userChallengeIds: ids.map(String) }),
      'batchCollectChallengeRewards',
    );
    expect(collected.map((entry) => Number(entry.userChallengeId)).sort()).toEqual(
      ids.slice(0, 2).sort(),
    );
    expect(await balanceOf(db(), player.id, 'GOLD')).toBe(500);
    const again = await player.graphql(batchCollectMutation, { userChallengeIds: ids.map(String) });
    expect(errorOf(again)).toEqual({
      code: 'no-reward-to-collect',
      message: 'No more reward to collect.',
    });
    expect(await balanceOf(db(), player.id, 'GOLD')).toBe(500);
  });

  it('a retry with the same Idempotency-Key replays the answer instead of failing', async () => {
    const { challengeId, missionIds } = await createChallenge(db(), { stage: { endAt: future() } });
    const player = await createPlayer(server);
    const userChallengeId = await setUserChallenge(db(), {
      userId: player.id,
      challengeId,
      stage: 1,
      startedAt: new Date(),
    });
    await completeUserChallenge(db(), { userChallengeId, missionIds });
    const options = { headers: { 'idempotency-key': randomUUID() } };
    const variables = { challengeId: String(challengeId) };
    const first = await player.graphql(collectMutation, variables, options);
    const retry = await player.graphql(collectMutation, variables, options);
    expect(retry.body).toEqual(first.body);
    expect(dataOf<RewardResult[]>(retry, 'collectChallengeReward')).toHaveLength(1);
    expect(await balanceOf(db(), player.id, 'GOLD')).toBe(250);
  });
});

describe('the missions panel without the season cache', () => {
  it('reads a fixed number of SQL statements for 2 and for 20 challenges (no N+1)', async () => {
    async function panelStatements(count: number) {
      const player = await createPlayer(server);
      const ids: string[] = [];
      for (let index = 0; index < count; index += 1) {
        const { challengeId, missionIds } = await createChallenge(db(), {
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
      const response = await player.graphql(missionsPanelQuery, {
        ids,
        group: 'allypass',
        key: 's1',
        date: new Date().toISOString().slice(0, 10),
      });
      expect(dataOf<unknown[]>(response, 'challenges')).toHaveLength(count);
      return statements.ofLatestRequest();
    }
    // The first read of the day pins the daily list (a few statements, once): pin it first.
    await panelStatements(1);
    const few = await panelStatements(2);
    expect(await panelStatements(20)).toBe(few);
  });
});

describe('notifications of ready rewards', () => {
  it('carry metadata.userChallengeId through mark read and completed', async () => {
    const player = await createPlayer(server);
    const notification = await createNotification(
      db(),
      server.app.services.events,
      player.id,
      'ChallengeRewardReady',
      { userChallengeId: 42 },
    );
    const query = /* GraphQL */ `
      mutation Read($ids: [ID!]!) {
        markNotificationsRead(ids: $ids) {
          id
          readAt
          metadata {
            userChallengeId
          }
        }
        markNotificationsCompleted(ids: $ids) {
          id
          completedAt
          metadata {
            userChallengeId
          }
        }
      }
    `;
    const response = await player.graphql(query, { ids: [notification.id] });
    expect(
      dataOf<Array<{ metadata: { userChallengeId: string } }>>(response, 'markNotificationsRead'),
    ).toMatchObject([{ metadata: { userChallengeId: '42' } }]);
    expect(
      dataOf<Array<{ metadata: { userChallengeId: string } }>>(
        response,
        'markNotificationsCompleted',
      ),
    ).toMatchObject([{ metadata: { userChallengeId: '42' } }]);
  });
});
