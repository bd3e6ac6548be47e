// spec 1 §3 User battle pass state, §4 Reward progress, §6 tooltips, spec 2 §8 claim errors, through
// HTTP on a seeded database: claims happen once, errors change nothing, premium bought later opens the
// premium rewards of the levels already reached, claims stay open off-season.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '#db/schema/users.ts';
import { userNotifications } from '#db/schema/progression.ts';
import { applyDataFiles, readDataFiles } from '#season-files/apply-files.ts';
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
  claimMutation,
  claimTrackMutation,
  coinPurchase,
  dailyMissionsQuery,
  levelsQuery,
  purchaseMutation,
  stateQuery,
  userItemsQuery,
  type ClaimResult,
  type ClaimTrackResult,
  type StateResult,
} from './support/progression-operations.ts';
import { postGraphQL, startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let s1: Awaited<ReturnType<typeof seasonOf>>;
beforeAll(async () => {
  server = await startTestServer();
  s1 = await seasonOf(server.handle.db);
});
afterAll(() => server.close());

const db = () => server.handle.db;

async function stateOf(player: Player, group = 'allypass', key = 's1'): Promise<StateResult> {
  return dataOf<StateResult>(
    await player.graphql(stateQuery, { group, key }),
    'userBattlePassState',
  );
}

const claim = (player: Player, rewardId: number | string) =>
  player.graphql(claimMutation, { rewardId: String(rewardId) });

/** Runs a request that must fail with `code` and proves it changed nothing of the player's. */
async function expectRefused(
  player: Player,
  request: () => ReturnType<Player['graphql']>,
  code: string,
  message?: string,
) {
  const before = await playerRows(db(), player.id);
  const error = errorOf(await request());
  expect(error.code).toBe(code);
  if (message) expect(error.message).toBe(message);
  expect(await playerRows(db(), player.id)).toEqual(before);
}

describe('userBattlePassState', () => {
  it('is null for a visitor', async () => {
    const { body } = await postGraphQL(server.url, stateQuery, { group: 'allypass', key: 's1' });
    expect(body).toEqual({ data: { userBattlePassState: null } });
  });

  it('starts at level 0 without premium or booster', async () => {
    const player = await createPlayer(server);
    expect(await stateOf(player)).toEqual({
      battlePassId: String(s1.season.id),
      xp: 0,
      level: 0,
      currLevelXp: 0,
      nextLevel: 1,
      nextLevelXp: 1000,
      levelProgress: 0,
      xpLevel: 0,
      blockingSpecialMission: null,
      premiumState: { hasPremium: false, quantity: 0 },
      booster: { hasBooster: false, endAtDate: null, boosterItemKey: null },
      xpMultiplier: 1,
    });
  });

  it('follows the XP through the levels (spec 1 §3)', async () => {
    const player = await createPlayer(server);
    await grantXp(server, player, 2100);
    const state = await stateOf(player);
    expect(state).toMatchObject({
      xp: 2100,
      level: 2,
      currLevelXp: 2050,
      nextLevel: 3,
      nextLevelXp: 3150,
      xpLevel: 2,
    });
    expect(state.levelProgress).toBeCloseTo(50 / 1100);
  });

  it('answers today’s daily missions (none of a day that was never pinned), and lists items', async () => {
    const player = await createPlayer(server);
    const today = await player.graphql(dailyMissionsQuery, {
      group: 'allypass',
      date: new Date().toISOString().slice(0, 10),
    });
    expect(dataOf(today, 'dailyMissions')).toEqual({ completed: 0, total: 10 });
    const longAgo = await player.graphql(dailyMissionsQuery, {
      group: 'allypass',
      date: '2026-01-05',
    });
    expect(dataOf(longAgo, 'dailyMissions')).toEqual({ completed: 0, total: null });
    await grantItem(server, player, 'RARE_CHEST', 2);
    await grantItem(server, player, 'GOLD', 10);
    expect(dataOf(await player.graphql(userItemsQuery), 'userItems')).toEqual([
      { itemKey: 'RARE_CHEST', quantity: 2, item: { name: 'Rare Chest', type: 'CHEST' } },
    ]);
  });
});

describe('claimBattlePassReward', () => {
  it('claims a reached reward once: item granted, collect log, ledger entry', async () => {
    const player = await createPlayer(server);
    await grantXp(server, player, 1000);
    const reward = s1.reward(1, 'basic');
    const result = dataOf<ClaimResult>(await claim(player, reward.id), 'claimBattlePassReward');
    expect(result.reward).toMatchObject({ id: String(reward.id), itemKey: 'GOLD', amount: 110 });
    expect(result.reward.collectedAt).toBe(result.collectedAt);
    expect(result.granted).toEqual([{ itemKey: 'GOLD', amount: 110, item: { name: 'Gold' } }]);
    expect(result.state.level).toBe(1);
    expect(await balanceOf(db(), player.id, 'GOLD')).toBe(110);
    const entries = await db()
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, player.id), eq(ledgerEntries.currency, 'GOLD')));
    expect(entries).toMatchObject([
      {
        delta: 110,
        reason: 'COLLECT_CHALLENGE_REWARD',
        idempotencyKey: `claim:${player.id}:${reward.id}`,
      },
    ]);

    await expectRefused(
      player,
      () => claim(player, reward.id),
      'reward-already-collected',
      'You have already collected this reward!',
    );
    const levels = dataOf<{ level: number; basicRewards: { collectedAt: string | null }[] }[]>(
      await player.graphql(levelsQuery, { battlePassId: String(s1.season.id) }),
      'battlePassLevels',
    );
    expect(levels[0]?.basicRewards[0]?.collectedAt).toBe(result.collectedAt);
    expect(await expectLedgerConsistent(db(), player.id)).toEqual([]);
  });

  it('refuses a reward of a level not reached: reward-locked, nothing changed', async () => {
    const player = await createPlayer(server);
    await grantXp(server, player, 1000);
    await expectRefused(
      player,
      () => claim(player, s1.reward(2, 'basic').id),
      'reward-locked',
      'Level up to claim',
    );
  });

  it('refuses a premium reward without premium: premium-required, nothing changed', async () => {
    const player = await createPlayer(server);
    await grantXp(server, player, 1000);
    await expectRefused(
      player,
      () => claim(player, s1.reward(1, 'premium').id),
      'premium-required',
      'Buy Premium Pass to claim',
    );
  });

  it('refuses unknown rewards as invalid-input and visitors as unauthenticated', async () => {
    const player = await createPlayer(server);
    await grantXp(server, player, 1000);
    for (const id of ['999999', 'abc', '0', '99999999999'])
      await expectRefused(player, () => claim(player, id), 'invalid-input');
    const visitor = await postGraphQL(server.url, claimMutation, {
      rewardId: String(s1.reward(1, 'basic').id),
    });
    expect(errorOf(visitor).code).toBe('unauthenticated');
  });

  it("keeps each player's claims apart: another player's collection opens nothing", async () => {
    const first = await createPlayer(server);
    const second = await createPlayer(server);
    await grantXp(server, first, 1000);
    const reward = s1.reward(1, 'basic');
    dataOf(await claim(first, reward.id), 'claimBattlePassReward');
    await expectRefused(second, () => claim(second, reward.id), 'reward-locked');
    await grantXp(server, second, 1000);
    dataOf(await claim(second, reward.id), 'claimBattlePassReward');
    expect(await balanceOf(db(), first.id, 'GOLD')).toBe(110);
    expect(await balanceOf(db(), second.id, 'GOLD')).toBe(110);
  });

  it('claims an XP reward as XP, with an XpGain notification', async () => {
    const player = await createPlayer(server);
    await grantXp(server, player, s1.requiredXp(6));
    const reward = s1.reward(6, 'basic');
    expect(reward.itemKey).toBe('BATTLE_PASS_XP');
    const result = dataOf<ClaimResult>(await claim(player, reward.id), 'claimBattlePassReward');
    expect(result.granted).toMatchObject([{ itemKey: 'BATTLE_PASS_XP', amount: reward.amount }]);
    expect(result.state.xp).toBe(s1.requiredXp(6) + reward.amount);
    const gains = await db()
      .select({ metadata: userNotifications.metadata })
      .from(userNotifications)
      .where(
        and(
          eq(userNotifications.userId, player.id),
          eq(userNotifications.notificationType, 'XpGain'),
        ),
      );
    expect(gains.map((row) => row.metadata.difference)).toContain(reward.amount);
    expect(await expectLedgerConsistent(db(), player.id)).toEqual([]);
  });
});

describe('claimBattlePassRewards', () => {
  it('lets a player who buys premium later claim the premium rewards of every level reached', async () => {
    const player = await createPlayer(server);
    await grantXp(server, player, s1.requiredXp(3));
    const basic = dataOf<ClaimTrackResult>(
      await player.graphql(claimTrackMutation, {
        battlePassId: String(s1.season.id),
        track: 'BASIC',
      }),
      'claimBattlePassRewards',
    );
    expect(basic.rewards.map((reward) => Number(reward.id))).toEqual(
      [1, 2, 3].map((level) => s1.reward(level, 'basic').id),
    );
    await expectRefused(
      player,
      () =>
        player.graphql(claimTrackMutation, {
          battlePassId: String(s1.season.id),
          track: 'PREMIUM',
        }),
      'premium-required',
    );

    await grantItem(server, player, 'GOLD', 4000);
    const bought = await player.graphql(purchaseMutation, coinPurchase('BATTLE_PASS_PREMIUM_S1'));
    expect(dataOf(bought, 'purchaseShopItem')).toMatchObject({ status: 'SUCCESS' });
    const premium = dataOf<ClaimTrackResult>(
      await player.graphql(claimTrackMutation, {
        battlePassId: String(s1.season.id),
        track: 'PREMIUM',
      }),
      'claimBattlePassRewards',
    );
    expect(premium.rewards.map((reward) => Number(reward.id))).toEqual(
      [1, 2, 3].map((level) => s1.reward(level, 'premium').id),
    );
    expect(premium.state.premiumState).toEqual({ hasPremium: true, quantity: 1 });
    expect(await balanceOf(db(), player.id, 'ALLY_TOKEN')).toBe(s1.reward(1, 'premium').amount);
    expect(await balanceOf(db(), player.id, 'RARE_CHEST')).toBe(1);

    for (const track of ['BASIC', 'PREMIUM'])
      await expectRefused(
        player,
        () => player.graphql(claimTrackMutation, { battlePassId: String(s1.season.id), track }),
        'no-reward-to-collect',
        'No more reward to collect.',
      );
    await expectRefused(
      player,
      () => player.graphql(claimTrackMutation, { battlePassId: '999999', track: 'BASIC' }),
      'invalid-input',
    );
    expect(await expectLedgerConsistent(db(), player.id)).toEqual([]);
  });
});

describe('off-season', () => {
  it('still lets a player claim the rewards of levels reached after the season ended', async () => {
    const scratch = await mkdtemp(path.join(tmpdir(), 'levelup-past-season-'));
    try {
      const seasons = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../seasons');
      const text = await readFile(path.join(seasons, 'partner-s1.yaml'), 'utf8');
      const file = path.join(scratch, 'past-s1.yaml');
      await writeFile(
        file,
        text
          .replace('group: nebula-guild', 'group: past-guild')
          .replace('slug: nebula-guild-s1', 'slug: past-guild-s1')
          .replace(/startDate: .*/, 'startDate: 2025-01-01T00:00:00Z')
          .replace(/endDate: .*/, 'endDate: 2025-06-30T23:59:59Z'),
      );
      await applyDataFiles(db(), await readDataFiles([file]));
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
    const past = await seasonOf(db(), 'past-guild', 's1');
    const player = await createPlayer(server);
    await grantItem(server, player, past.season.xpItemKey, past.requiredXp(1), {
      group: 'past-guild',
      key: 's1',
    });
    expect((await stateOf(player, 'past-guild', 's1')).level).toBe(1);
    const result = dataOf<ClaimResult>(
      await claim(player, past.reward(1, 'basic').id),
      'claimBattlePassReward',
    );
    expect(result.granted).toMatchObject([{ itemKey: past.reward(1, 'basic').itemKey }]);
  });
});
