// Exactly-once collects under concurrency (issue 11 Build 3): 200 concurrent collects of one reward by
// one player give one grant. Only on PostgreSQL, where concurrent transactions really race.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '@levelup/domain/time';
import {
  collectedTotal,
  completeUserChallenge,
  createChallenge,
  setUserChallenge,
  setUserMission,
} from './support/challenges-fixture.ts';
import { collectMissionMutation, collectMutation } from './support/challenges-operations.ts';
import { balanceOf, createPlayer, errorOf, expectLedgerConsistent } from './support/players.ts';
import { postgresUrl } from './support/test-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const CONCURRENT = 200;

describe.runIf(postgresUrl)('concurrent collects (PostgreSQL)', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Season data read from the database on every request: the fixtures insert it directly.
    server = await startTestServer({ env: { SEASON_CACHE_TTL_SECONDS: '0' } });
  });
  afterAll(() => server?.close());
  const db = () => server.handle.db;

  async function outcomes(responses: Array<Parameters<typeof errorOf>[0]>) {
    const codes = responses.map((response) => errorOf(response).code ?? 'ok');
    return {
      ok: codes.filter((code) => code === 'ok').length,
      alreadyCollected: codes.filter((code) => code === 'reward-already-collected').length,
    };
  }

  it(`${CONCURRENT} concurrent collectChallengeReward: one grant`, async () => {
    const { challengeId, missionIds } = await createChallenge(db(), {
      stage: { endAt: new Date(Date.now() + DAY_MS) },
    });
    const player = await createPlayer(server);
    const userChallengeId = await setUserChallenge(db(), {
      userId: player.id,
      challengeId,
      stage: 1,
      startedAt: new Date(),
    });
    await completeUserChallenge(db(), { userChallengeId, missionIds });
    const responses = await Promise.all(
      Array.from({ length: CONCURRENT }, () =>
        player.graphql(collectMutation, { challengeId: String(challengeId) }),
      ),
    );
    expect(await outcomes(responses)).toEqual({ ok: 1, alreadyCollected: CONCURRENT - 1 });
    expect(await collectedTotal(db(), player.id, 'GOLD')).toBe(250);
    expect(await balanceOf(db(), player.id, 'GOLD')).toBe(250);
    expect(await expectLedgerConsistent(db(), player.id)).toEqual([]);
  });

  it(`${CONCURRENT} concurrent collectMissionReward: one grant`, async () => {
    const { missionIds } = await createChallenge(db(), {
      type: 'StandaloneMission',
      missionCount: 1,
      missionRewards: [{ itemKey: 'GOLD', amount: 40 }],
    });
    const player = await createPlayer(server);
    const userMissionId = await setUserMission(db(), {
      userId: player.id,
      missionId: missionIds[0] as number,
      period: 'once',
      progress: 3,
      completedAt: new Date(),
    });
    const responses = await Promise.all(
      Array.from({ length: CONCURRENT }, () =>
        player.graphql(collectMissionMutation, { userMissionId: String(userMissionId) }),
      ),
    );
    expect(await outcomes(responses)).toEqual({ ok: 1, alreadyCollected: CONCURRENT - 1 });
    expect(await collectedTotal(db(), player.id, 'GOLD')).toBe(40);
    expect(await balanceOf(db(), player.id, 'GOLD')).toBe(40);
    expect(await expectLedgerConsistent(db(), player.id)).toEqual([]);
  });
});
