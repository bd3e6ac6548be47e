// Chests (issue 12; spec 2 §3 chest types and legendary chest price, §4 legendary chest purchase, §5, §7,
// §8): odds, opening a chest item, buying the legendary chest, verifiable rolls and the data file.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chestOpenings, chestSeedPeriods } from '#db/schema/chests.ts';
import { featureFlags } from '#db/schema/site.ts';
import { verifyOpening } from '#modules/chests/verify.ts';
import { applyDataFiles } from '#season-files/apply-files.ts';
import { DataFileError, parseDataFile } from '#season-files/data-file.ts';
import {
  buyLegendaryMutation,
  chestOddsQuery,
  chestRewardEntries,
  entriesSummed,
  legendaryPriceQuery,
  myOpeningsQuery,
  openChestMutation,
  seedPeriodsQuery,
  summed,
  type OpeningView,
} from './support/chests.ts';
import {
  balanceOf,
  createPlayer,
  dataOf,
  errorOf,
  expectLedgerConsistent,
  grantItem,
} from './support/players.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let clock = Date.now();
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
});
afterAll(() => server.close());
const db = () => server.handle.db;

type Odds = {
  chestType: string;
  rolls: number;
  item: { itemKey: string; type: string };
  guaranteed: { itemKey: string; amount: number }[];
  drops: { itemKey: string; minAmount: number; maxAmount: number; probability: number }[];
};

describe('chest odds (spec 2 §3: shown before opening or buying)', () => {
  it('gives every chest type of spec 1 §3 a drop table whose chances add up to 1', async () => {
    for (const chestType of [
      'DAILY_CHEST',
      'WEEKLY_CHEST',
      'LEGENDARY_CHEST',
      'PREMIUM_CHEST',
      'COMMON_CHEST',
      'UNCOMMON_CHEST',
      'RARE_CHEST',
      'EPIC_CHEST',
      'GOLD_LOOTBOX',
      'GOLD_LOOTBOX_PREMIUM',
      'COIN_LOOTBOX',
      'SEASON_END_CHEST',
      'AVAX_CHEST',
      'ADVENT_TIER_1_CHEST',
      'ADVENT_TIER_4_CHEST',
      'ADVENT_STOCKING',
      'ADVENT_GOLDEN_STOCKING',
      'MAY_MAGIC_CALENDAR_CHEST',
      'MAY_MAGIC_MILESTONE_CHEST',
    ]) {
      const odds = dataOf<Odds>(await server.graphql(chestOddsQuery, { chestType }), 'chestOdds');
      expect(odds.item).toEqual({ itemKey: chestType, type: 'CHEST' });
      const total = odds.drops.reduce((sum, drop) => sum + drop.probability, 0);
      expect(total).toBeCloseTo(1, 10);
    }
    const legendary = dataOf<Odds>(
      await server.graphql(chestOddsQuery, { chestType: 'LEGENDARY_CHEST' }),
      'chestOdds',
    );
    expect(legendary.rolls).toBe(3);
    expect(legendary.guaranteed).toEqual([{ itemKey: 'PLAYPOINT', amount: 10 }]);
    expect(legendary.drops[0]).toEqual({
      itemKey: 'GOLD',
      minAmount: 100,
      maxAmount: 400,
      probability: 0.4,
      item: { name: 'Gold' },
    });
    expect(
      dataOf(await server.graphql(chestOddsQuery, { chestType: 'GOLD' }), 'chestOdds'),
    ).toBeNull();
  });

  it('publishes what one opening gives in total per item, not one roll (issue 27 finding 2)', async () => {
    const totalsFields = 'totals { itemKey minTotal maxTotal guaranteed item { name } }';
    const legendary = dataOf<{ rolls: number; totals: unknown[] }>(
      await server.graphql(
        `query ($chestType: String!) { chestOdds(chestType: $chestType) { rolls ${totalsFields} } }`,
        { chestType: 'LEGENDARY_CHEST' },
      ),
      'chestOdds',
    );
    // seasons/chests.yaml: 10 Playpoints guaranteed, then 3 rolls (Gold 100–400, Playpoints 5–20, …).
    expect(legendary.totals.slice(0, 2)).toEqual([
      {
        itemKey: 'PLAYPOINT',
        minTotal: 10,
        maxTotal: 70,
        guaranteed: true,
        item: { name: 'Playpoints' },
      },
      { itemKey: 'GOLD', minTotal: 100, maxTotal: 1200, guaranteed: false, item: { name: 'Gold' } },
    ]);
    // The daily chest rolls the table of its rarity (spec 2 §4): DAILY and RARE 2 rolls, EPIC and
    // LEGENDARY 3; Gold from DAILY's 5 to LEGENDARY's 1,200.
    const pool = dataOf<{ minRolls: number; maxRolls: number; totals: { itemKey: string }[] }>(
      await server.graphql(`query { dailyRewardsPool { minRolls maxRolls ${totalsFields} } }`),
      'dailyRewardsPool',
    );
    expect([pool.minRolls, pool.maxRolls]).toEqual([2, 3]);
    expect(pool.totals.find((total) => total.itemKey === 'GOLD')).toEqual({
      itemKey: 'GOLD',
      minTotal: 5,
      maxTotal: 1200,
      guaranteed: false,
      item: { name: 'Gold' },
    });
  });
});

describe('openChest', () => {
  it('uses up one chest item and grants the rolled rewards with CHEST_REWARD, in one transaction', async () => {
    const player = await createPlayer(server);
    await grantItem(server, player, 'RARE_CHEST', 1);
    const opening = dataOf<OpeningView>(
      await player.graphql(openChestMutation, { itemKey: 'RARE_CHEST' }),
      'openChest',
    );
    expect(opening).toMatchObject({ chestType: 'RARE_CHEST', counter: 0 });
    // RARE_CHEST: 20 Gold guaranteed, 2 rolls.
    expect(summed(opening.rewards)['GOLD'] ?? 0).toBeGreaterThanOrEqual(20);
    expect(await balanceOf(db(), player.id, 'RARE_CHEST')).toBe(0);
    const entries = await chestRewardEntries(db(), player.id);
    expect(entriesSummed(entries)).toEqual(summed(opening.rewards));
    expect(await expectLedgerConsistent(db(), player.id)).toEqual([]);

    const again = await player.graphql(openChestMutation, { itemKey: 'RARE_CHEST' });
    expect(errorOf(again).code).toBe('insufficient-balance');
    expect(await chestRewardEntries(db(), player.id)).toHaveLength(entries.length);
    const mine = dataOf<OpeningView[]>(await player.graphql(myOpeningsQuery), 'myChestOpenings');
    expect(mine.map((row) => row.id)).toEqual([opening.id]);
  });

  it('refuses an item that is not a chest, and a visitor', async () => {
    const player = await createPlayer(server);
    const response = await player.graphql(openChestMutation, { itemKey: 'GOLD' });
    expect(errorOf(response).code).toBe('invalid-input');
    const visitor = await server.graphql(openChestMutation, { itemKey: 'RARE_CHEST' });
    expect(errorOf(visitor).code).toBe('unauthenticated');
  });

  it('gives each opening of a player the next counter of the period', async () => {
    const player = await createPlayer(server);
    await grantItem(server, player, 'COMMON_CHEST', 3);
    const counters: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const opening = dataOf<OpeningView>(
        await player.graphql(openChestMutation, { itemKey: 'COMMON_CHEST' }),
        'openChest',
      );
      counters.push(opening.counter);
    }
    expect(counters).toEqual([0, 1, 2]);
  });
});

describe('verifiable rolls (issue 12 Build 5)', () => {
  it('publishes a hash per period first and the seed once the period is over', async () => {
    const periods = dataOf<{ period: string; seedHash: string; seed: string | null }[]>(
      await server.graphql(seedPeriodsQuery, { limit: 2 }),
      'chestSeedPeriods',
    );
    const today = new Date(clock).toISOString().slice(0, 10);
    const tomorrow = new Date(clock + 86_400_000).toISOString().slice(0, 10);
    expect(periods.map((period) => period.period)).toEqual([tomorrow, today]);
    expect(
      periods.every((period) => period.seed === null && /^[0-9a-f]{64}$/.test(period.seedHash)),
    ).toBe(true);

    clock += 2 * 86_400_000;
    try {
      const later = dataOf<{ period: string; seedHash: string; seed: string | null }[]>(
        await server.graphql(seedPeriodsQuery, { limit: 7 }),
        'chestSeedPeriods',
      );
      const revealed = later.find((period) => period.period === today);
      expect(revealed?.seed).toMatch(/^[0-9a-f]{64}$/);
      const hash = createHash('sha256').update(Buffer.from(revealed!.seed!, 'hex')).digest('hex');
      expect(hash).toBe(revealed!.seedHash);
    } finally {
      clock -= 2 * 86_400_000;
    }
  });

  it('recomputes an opening from the seed; a wrong seed or changed rewards fail', async () => {
    const player = await createPlayer(server);
    await grantItem(server, player, 'EPIC_CHEST', 1);
    const opening = dataOf<OpeningView>(
      await player.graphql(openChestMutation, { itemKey: 'EPIC_CHEST' }),
      'openChest',
    );
    const [period] = await db()
      .select()
      .from(chestSeedPeriods)
      .where(eq(chestSeedPeriods.period, opening.period));
    const request = { userId: player.id, period: opening.period, counter: opening.counter };
    const now = new Date(clock);
    const verified = await verifyOpening(db(), { ...request, seed: period!.seed }, now);
    expect(verified).toMatchObject({ ok: true, seedMatchesHash: true, rewardsMatch: true });
    expect(summed(verified.recomputed)).toEqual(summed(opening.rewards));

    const wrongSeed = await verifyOpening(db(), { ...request, seed: 'ab'.repeat(32) }, now);
    expect(wrongSeed).toMatchObject({ ok: false, seedMatchesHash: false });
    const wrongType = await verifyOpening(
      db(),
      { ...request, seed: period!.seed, chestType: 'COMMON_CHEST' },
      now,
    );
    expect(wrongType.ok).toBe(false);
    // Before the period is over, the database's seed is not given out.
    await expect(verifyOpening(db(), request, now)).rejects.toThrow(/revealed once/);

    await db()
      .update(chestOpenings)
      .set({ rewards: [{ itemKey: 'GOLD', amount: 999_999 }] })
      .where(eq(chestOpenings.id, Number(opening.id)));
    const tampered = await verifyOpening(db(), { ...request, seed: period!.seed }, now);
    expect(tampered).toMatchObject({ ok: false, rewardsMatch: false, seedMatchesHash: true });
  });
});

describe('legendary chest (spec 2 §4 Legendary chest purchase, §5, §7, §8)', () => {
  it('has a price in Gold', async () => {
    expect(dataOf(await server.graphql(legendaryPriceQuery), 'legendaryChestPrice')).toEqual({
      price: 500,
      currency: 'GOLD',
    });
  });

  it('debits the price and grants the LEGENDARY_CHEST roll; without enough Gold nothing changes', async () => {
    const player = await createPlayer(server);
    const poor = await player.graphql(buyLegendaryMutation);
    expect(errorOf(poor).code).toBe('insufficient-balance');
    expect(await chestRewardEntries(db(), player.id)).toEqual([]);

    await grantItem(server, player, 'GOLD', 600);
    const rewards = dataOf<{ itemKey: string; amount: number }[]>(
      await player.graphql(buyLegendaryMutation),
      'buyLegendaryChest',
    );
    expect(summed(rewards)['PLAYPOINT'] ?? 0).toBeGreaterThanOrEqual(10);
    const goldWon = summed(rewards)['GOLD'] ?? 0;
    expect(await balanceOf(db(), player.id, 'GOLD')).toBe(100 + goldWon);
    expect(entriesSummed(await chestRewardEntries(db(), player.id))).toEqual(summed(rewards));
    expect(await expectLedgerConsistent(db(), player.id)).toEqual([]);
  });

  it('needs sign-in, and is refused with the spec text while the flag disables it', async () => {
    expect(errorOf(await server.graphql(buyLegendaryMutation)).code).toBe('unauthenticated');
    const player = await createPlayer(server);
    await grantItem(server, player, 'GOLD', 500);
    await db()
      .insert(featureFlags)
      .values({ key: 'legendaryChestDisabled', value: true })
      .onConflictDoUpdate({ target: featureFlags.key, set: { value: true } });
    try {
      expect(errorOf(await player.graphql(buyLegendaryMutation))).toEqual({
        code: 'legendary-chest-disabled',
        message:
          'We are packing the Legendary Chest with lots of goodness. Please check back later.',
      });
      expect(await balanceOf(db(), player.id, 'GOLD')).toBe(500);
    } finally {
      await db()
        .update(featureFlags)
        .set({ value: false })
        .where(eq(featureFlags.key, 'legendaryChestDisabled'));
    }
  });
});

describe('kind: chests data file', () => {
  const apply = (text: string) => applyDataFiles(db(), [parseDataFile('bad-chests.yaml', text)]);

  it('names every bad field: weights, amounts, unknown items, non-chest types, missing rarity tables', async () => {
    expect(() =>
      parseDataFile(
        'bad-chests.yaml',
        `kind: chests
tables:
  COMMON_CHEST:
    rolls: 0
    lines:
      - { itemKey: GOLD, minAmount: 5, maxAmount: 2, weight: 0 }
`,
      ),
    ).toThrow(DataFileError);
    const problems = (() => {
      try {
        parseDataFile(
          'bad-chests.yaml',
          `kind: chests
tables:
  COMMON_CHEST:
    rolls: 0
    lines:
      - { itemKey: GOLD, minAmount: 5, maxAmount: 2, weight: 0 }
`,
        );
        return [];
      } catch (error) {
        return (error as DataFileError).problems;
      }
    })();
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^bad-chests\.yaml: tables\.COMMON_CHEST\.rolls: /),
        expect.stringMatching(/^bad-chests\.yaml: tables\.COMMON_CHEST\.lines\[0\]\.weight: /),
      ]),
    );

    await expect(
      apply(`kind: chests
tables:
  GOLD:
    rolls: 1
    lines:
      - { itemKey: NO_SUCH_ITEM, minAmount: 1, maxAmount: 2, weight: 1 }
dailyChest:
  positionMin: 3
  positionMax: 25
  maxFetchCount: 50
  rarities: [{ chestType: WEEKLY_NOPE, weight: 1 }]
  gate: { minAccountAgeHours: 1, minXpEarned: 1, minMissionsCompleted: 1, verifiedEmailCounts: false, maxAccountsPerIpPerDay: 1, maxAccountsPerDevicePerDay: 1, searchesPerMinute: 1, opensPerMinutePerIp: 1 }
`),
    ).rejects.toMatchObject({
      problems: [
        'bad-chests.yaml: tables.GOLD: item "GOLD" is CURRENCY, expected CHEST',
        'bad-chests.yaml: tables.GOLD.lines[0].itemKey: unknown item key "NO_SUCH_ITEM"',
        'bad-chests.yaml: dailyChest.rarities[0].chestType: no drop table for "WEEKLY_NOPE"',
      ],
    });
  });
});
