// Issue 28 part 2: the signed-in player's part of the battle pass page (battlePassLevels) is kept per
// player and reused while the player's state version stands (graphql/player-answer-cache.ts): a repeat
// costs only the session check's one statement. Every change to what the answer reads, by this server's
// own calls or written to the database by anyone else (another instance, the CLI), shows at once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerStateVersions } from '#db/schema/player-state-versions.ts';
import { rewardCollectLogs } from '#db/schema/reward-collect-logs.ts';
import {
  createChallenge,
  setUserChallenge,
  setUserMission,
  type ChallengeFixture,
} from './support/challenges-fixture.ts';
import { createPlayer, grantXp, seasonOf, type Player } from './support/players.ts';
import { claimMutation } from './support/progression-operations.ts';
import { statementLog } from './support/statement-count.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const levelsQuery = /* GraphQL */ `
  query BattlePassLevels($battlePassId: ID!) {
    battlePassLevels(battlePassId: $battlePassId) {
      level
      basicRewards {
        id
        collectedAt
      }
      # A level challenge with missions of its own is on the premium track (spec 2 §4).
      premium {
        challengeId
      }
      premiumUserChallenge {
        id
        userChallengeMissions {
          missionId
          progress
        }
      }
    }
  }
`;

type Level = {
  level: number;
  basicRewards: Array<{ id: string; collectedAt: string | null }>;
  premium: { challengeId: string } | null;
  premiumUserChallenge: {
    id: string;
    userChallengeMissions: Array<{ missionId: string; progress: number }>;
  } | null;
};

const statements = statementLog();
let server: TestServer;
let season: Awaited<ReturnType<typeof seasonOf>>;
let challenge: ChallengeFixture;
/** A level without a level challenge in the seeded season (challenges.yaml has 10 and 20). */
const CHALLENGE_LEVEL = 3;

beforeAll(async () => {
  server = await startTestServer({ logger: statements.logger });
  const db = server.handle.db;
  season = await seasonOf(db);
  // A level challenge, added as `season apply` adds one: written, then the season caches cleared.
  challenge = await createChallenge(db, {
    battlePassId: season.season.id,
    battlePassLevel: CHALLENGE_LEVEL,
  });
  server.app.services.season.forgetSeasonData();
});
afterAll(() => server?.close());

async function levelsOf(player: Player) {
  const answer = await player.graphql(levelsQuery, { battlePassId: String(season.season.id) });
  expect(answer.body.errors).toBeUndefined();
  return {
    levels: (answer.body.data as { battlePassLevels: Level[] }).battlePassLevels,
    statements: statements.ofLatestRequest(),
  };
}

const collectedAtOf = (levels: Level[], rewardId: number) =>
  levels.flatMap((level) => level.basicRewards).find((reward) => reward.id === String(rewardId))
    ?.collectedAt;

describe('the player answer cache', () => {
  it('answers a repeat with the session check alone, and a claim shows at once', async () => {
    const player = await createPlayer(server, 'cached');
    await grantXp(server, player, season.requiredXp(2));
    const reward = season.reward(1, 'basic');

    const first = await levelsOf(player);
    expect(first.statements).toBeGreaterThan(1);
    expect(collectedAtOf(first.levels, reward.id)).toBeNull();
    const repeat = await levelsOf(player);
    expect(repeat.statements).toBe(1);
    expect(repeat.levels).toEqual(first.levels);

    const claimed = await player.graphql(claimMutation, { rewardId: String(reward.id) });
    expect(claimed.body.errors).toBeUndefined();
    const afterClaim = await levelsOf(player);
    expect(afterClaim.statements).toBeGreaterThan(1);
    expect(collectedAtOf(afterClaim.levels, reward.id)).toEqual(expect.any(String));
  });

  it("keeps each player's own answer", async () => {
    const [one, other] = [await createPlayer(server, 'one'), await createPlayer(server, 'other')];
    await grantXp(server, one, season.requiredXp(2));
    const reward = season.reward(1, 'basic');
    await levelsOf(other);
    expect(
      (await one.graphql(claimMutation, { rewardId: String(reward.id) })).body.errors,
    ).toBeUndefined();
    expect(collectedAtOf((await levelsOf(one)).levels, reward.id)).toEqual(expect.any(String));
    const others = await levelsOf(other);
    expect(others.statements).toBe(1);
    expect(collectedAtOf(others.levels, reward.id)).toBeNull();
  });

  it('sees writes made outside this server: collect logs, user challenges and their missions', async () => {
    const db = server.handle.db;
    const player = await createPlayer(server, 'outside');
    const reward = season.reward(1, 'basic');
    const entry = async () =>
      (await levelsOf(player)).levels.find((level) => level.level === CHALLENGE_LEVEL)!;
    expect((await entry()).premium?.challengeId).toBe(String(challenge.challengeId));
    expect((await entry()).premiumUserChallenge).toBeNull();

    // Another instance or the CLI writes straight to the database.
    await db.insert(rewardCollectLogs).values({ userId: player.id, rewardId: reward.id });
    expect(collectedAtOf((await levelsOf(player)).levels, reward.id)).toEqual(expect.any(String));
    await db.delete(rewardCollectLogs).where(eq(rewardCollectLogs.userId, player.id));
    expect(collectedAtOf((await levelsOf(player)).levels, reward.id)).toBeNull();

    const userChallengeId = await setUserChallenge(db, {
      userId: player.id,
      challengeId: challenge.challengeId,
      stage: 1,
      startedAt: new Date(),
    });
    expect((await entry()).premiumUserChallenge?.id).toBe(String(userChallengeId));
    const missionId = challenge.missionIds[0]!;
    for (const progress of [1, 2]) {
      await setUserMission(db, {
        userId: player.id,
        missionId,
        period: `uc:${userChallengeId}`,
        userChallengeId,
        progress,
      });
      expect((await entry()).premiumUserChallenge?.userChallengeMissions).toContainEqual({
        missionId: String(missionId),
        progress,
      });
    }
  });

  it('moves the version for each row a committed transaction wrote, and never for a rolled-back one', async () => {
    const db = server.handle.db;
    const player = await createPlayer(server, 'version');
    const version = async () =>
      (
        await db
          .select({ version: playerStateVersions.version })
          .from(playerStateVersions)
          .where(eq(playerStateVersions.userId, player.id))
      )[0]?.version ?? 0;
    expect(await version()).toBe(0);
    await db.transaction(async (tx) => {
      await tx.insert(rewardCollectLogs).values(
        [season.reward(1, 'basic'), season.reward(2, 'basic')].map((reward) => ({
          userId: player.id,
          rewardId: reward.id,
        })),
      );
    });
    // Two rows in one transaction: the deferred trigger ran for each, at commit.
    expect(await version()).toBe(2);
    await expect(
      db.transaction(async (tx) => {
        await tx
          .insert(rewardCollectLogs)
          .values({ userId: player.id, rewardId: season.reward(3, 'basic').id });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await version()).toBe(2);
  });
});
