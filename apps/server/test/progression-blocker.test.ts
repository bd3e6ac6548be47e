// spec 2 §4 Battle pass blocker quest and the blocker overlay of spec 1 §2: an open special mission
// holds the level at its target while XP keeps accruing; completing it or bypassing it with Snowflakes
// releases the level, and BattlePassLevelUp notifications tell each level once.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userNotifications } from '#db/schema/progression.ts';
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
  type Player,
} from './support/players.ts';
import {
  bypassMutation,
  claimMutation,
  stateQuery,
  type StateResult,
} from './support/progression-operations.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let s1: Awaited<ReturnType<typeof seasonOf>>;
let missionId: string;
beforeAll(async () => {
  server = await startTestServer();
  s1 = await seasonOf(server.handle.db);
  const mission = s1.missions.find((candidate) => candidate.targetLevel === 20);
  if (!mission) throw new Error('allypass s1 has no special mission at level 20');
  expect(mission.snowflakeBypassCost).toBe(250);
  missionId = String(mission.id);
});
afterAll(() => server.close());

const db = () => server.handle.db;

async function stateOf(player: Player): Promise<StateResult> {
  return dataOf<StateResult>(
    await player.graphql(stateQuery, { group: 'allypass', key: 's1' }),
    'userBattlePassState',
  );
}

async function levelUps(player: Player) {
  const rows = await db()
    .select({ metadata: userNotifications.metadata })
    .from(userNotifications)
    .where(
      and(
        eq(userNotifications.userId, player.id),
        eq(userNotifications.notificationType, 'BattlePassLevelUp'),
      ),
    )
    .orderBy(asc(userNotifications.createdAt));
  return rows.map(({ metadata }) => ({ level: metadata.level, difference: metadata.difference }));
}

async function expectRefused(player: Player, id: string, code: string) {
  const before = await playerRows(db(), player.id);
  expect(errorOf(await player.graphql(bypassMutation, { id })).code).toBe(code);
  expect(await playerRows(db(), player.id)).toEqual(before);
}

describe('level-up notifications', () => {
  it('tell each level once, with the levels gained', async () => {
    const player = await createPlayer(server);
    await grantXp(server, player, 999);
    expect(await levelUps(player)).toEqual([]);
    await grantXp(server, player, 1);
    await grantXp(server, player, 10);
    await grantXp(server, player, s1.requiredXp(4) - 1010);
    expect(await levelUps(player)).toEqual([
      { level: 1, difference: 1 },
      { level: 4, difference: 3 },
    ]);
  });
});

describe('a blocking special mission', () => {
  it('holds the level at its target while XP accrues, then a Snowflake bypass releases it', async () => {
    const player = await createPlayer(server);
    await grantXp(server, player, s1.requiredXp(22));
    const held = await stateOf(player);
    expect(held).toMatchObject({
      xp: s1.requiredXp(22),
      level: 20,
      xpLevel: 22,
      currLevelXp: s1.requiredXp(20),
      nextLevel: 21,
      nextLevelXp: s1.requiredXp(21),
      blockingSpecialMission: { id: missionId, targetLevel: 20, snowflakeBypassCost: 250 },
    });
    expect(held.levelProgress).toBeGreaterThan(0.99);
    expect(held.levelProgress).toBeLessThan(1);
    expect(await levelUps(player)).toEqual([{ level: 20, difference: 20 }]);

    const locked = await player.graphql(claimMutation, {
      rewardId: String(s1.reward(21, 'basic').id),
    });
    expect(errorOf(locked).code).toBe('reward-locked');
    dataOf(
      await player.graphql(claimMutation, { rewardId: String(s1.reward(20, 'basic').id) }),
      'claimBattlePassReward',
    );

    await grantItem(server, player, 'SNOWFLAKE', 249);
    await expectRefused(player, missionId, 'insufficient-balance');
    await expectRefused(player, '999999', 'invalid-input');

    await grantItem(server, player, 'SNOWFLAKE', 1);
    const released = dataOf<StateResult>(
      await player.graphql(bypassMutation, { id: missionId }),
      'bypassSpecialMission',
    );
    expect(released).toMatchObject({ level: 22, xpLevel: 22, blockingSpecialMission: null });
    expect(await balanceOf(db(), player.id, 'SNOWFLAKE')).toBe(0);
    expect(await levelUps(player)).toEqual([
      { level: 20, difference: 20 },
      { level: 22, difference: 2 },
    ]);
    await grantItem(server, player, 'SNOWFLAKE', 250);
    await expectRefused(player, missionId, 'invalid-input');
    dataOf(
      await player.graphql(claimMutation, { rewardId: String(s1.reward(21, 'basic').id) }),
      'claimBattlePassReward',
    );
    expect(await expectLedgerConsistent(db(), player.id)).toEqual([]);
  });

  it('can only be bypassed while it blocks', async () => {
    const player = await createPlayer(server);
    await grantItem(server, player, 'SNOWFLAKE', 500);
    await grantXp(server, player, s1.requiredXp(19));
    expect((await stateOf(player)).blockingSpecialMission).toBeNull();
    await expectRefused(player, missionId, 'invalid-input');
  });

  it('is released when an operator marks it completed', async () => {
    const player = await createPlayer(server);
    await grantXp(server, player, s1.requiredXp(21));
    expect((await stateOf(player)).level).toBe(20);
    const result = await server.app.services.progression.operator.completeSpecialMission({
      email: player.email,
      level: 20,
      reason: 'test: the mission was done off-platform',
    });
    expect(result).toMatchObject({ level: 21, xpLevel: 21 });
    expect(await stateOf(player)).toMatchObject({ level: 21, blockingSpecialMission: null });
    expect(await levelUps(player)).toEqual([
      { level: 20, difference: 20 },
      { level: 21, difference: 1 },
    ]);
    await expectRefused(player, missionId, 'invalid-input');
  });
});
