// Issue 27 "Odds are a property": the published odds hold for every opening rollChest can make, and
// their bounds are met (not merely safe).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chestOdds, mergeChestTotals } from './chest-odds.ts';
import { lineCapKey, rollChest, type ChestTable, type RollHmac } from './chest-rolls.ts';

const ALL_ONES = [0xff, 0xff, 0xff, 0xff, 0xff, 0xff];
const ZEROS = [0, 0, 0, 0, 0, 0];

/** An HMAC whose every digest holds u(digest, 0) and u(digest, 1) from these bytes. */
const constantDigest =
  (u0: number[], u1: number[]): RollHmac =>
  () => {
    const digest = new Uint8Array(32);
    digest.set(u0, 0);
    digest.set(u1, 6);
    return digest;
  };

// The shape of seasons/chests.yaml's LEGENDARY_CHEST (the server test reads the file itself).
const legendary: ChestTable = {
  rolls: 3,
  guaranteed: [{ itemKey: 'PLAYPOINT', amount: 10 }],
  lines: [
    { itemKey: 'GOLD', minAmount: 100, maxAmount: 400, weight: 40 },
    { itemKey: 'PLAYPOINT', minAmount: 5, maxAmount: 20, weight: 25 },
    { itemKey: 'TIER_3', minAmount: 1, maxAmount: 1, weight: 15 },
    { itemKey: 'TIER_4', minAmount: 1, maxAmount: 1, weight: 20, periodCap: 5 },
  ],
  maxPerOpening: { TIER_3: 1 },
};

describe('chestOdds (issue 27: odds describe the opening as the player meets it)', () => {
  it('publishes the rolls, each line per roll, the guaranteed items and each item’s total', () => {
    expect(chestOdds(legendary)).toEqual({
      rolls: 3,
      guaranteed: [{ itemKey: 'PLAYPOINT', amount: 10 }],
      lines: [
        { itemKey: 'GOLD', minAmount: 100, maxAmount: 400, probability: 0.4 },
        { itemKey: 'PLAYPOINT', minAmount: 5, maxAmount: 20, probability: 0.25 },
        { itemKey: 'TIER_3', minAmount: 1, maxAmount: 1, probability: 0.15 },
        { itemKey: 'TIER_4', minAmount: 1, maxAmount: 1, probability: 0.2 },
      ],
      totals: [
        // Guaranteed 10, plus up to 3 rolls of 20.
        { itemKey: 'PLAYPOINT', minTotal: 10, maxTotal: 70, guaranteed: true },
        // One roll's 100–400 is not the opening's: three Gold rolls give up to 1,200.
        { itemKey: 'GOLD', minTotal: 100, maxTotal: 1200, guaranteed: false },
        // maxPerOpening: at most 1 however many rolls land on it.
        { itemKey: 'TIER_3', minTotal: 1, maxTotal: 1, guaranteed: false },
        { itemKey: 'TIER_4', minTotal: 1, maxTotal: 3, guaranteed: false },
      ],
    });
  });

  it('reaches its bounds: three Gold rolls at their top give 1,200, at their bottom 300', () => {
    const roll = (u1: number[]) =>
      rollChest(legendary, constantDigest(ZEROS, u1), {
        userId: 'u',
        counter: 1,
        periodRemaining: {},
      }).rewards;
    expect(roll(ALL_ONES)).toEqual([
      { itemKey: 'PLAYPOINT', amount: 10 },
      { itemKey: 'GOLD', amount: 1200 },
    ]);
    expect(roll(ZEROS)).toContainEqual({ itemKey: 'GOLD', amount: 300 });
  });

  it('cuts guaranteed items and totals to maxPerOpening and period caps, as the roll does', () => {
    const capped: ChestTable = {
      rolls: 4,
      guaranteed: [
        { itemKey: 'TICKET', amount: 2 },
        { itemKey: 'TICKET', amount: 5 },
      ],
      lines: [
        { itemKey: 'TICKET', minAmount: 1, maxAmount: 3, weight: 1 },
        { itemKey: 'SHARD', minAmount: 4, maxAmount: 6, weight: 1, periodCap: 9 },
        { itemKey: 'SHARD', minAmount: 2, maxAmount: 2, weight: 1 },
        { itemKey: 'GOLD', minAmount: 10, maxAmount: 20, weight: 1 },
      ],
      maxPerOpening: { TICKET: 3 },
    };
    const odds = chestOdds(capped);
    expect(odds.guaranteed).toEqual([{ itemKey: 'TICKET', amount: 3 }]);
    expect(odds.totals).toEqual([
      { itemKey: 'TICKET', minTotal: 3, maxTotal: 3, guaranteed: true },
      // The capped line gives at most 9 in one opening; the other two rolls go to the 2-line: 13.
      // When the day's supply is nearly gone, the capped line may give a single one.
      { itemKey: 'SHARD', minTotal: 1, maxTotal: 13, guaranteed: false },
      { itemKey: 'GOLD', minTotal: 10, maxTotal: 80, guaranteed: false },
    ]);
  });

  it('merges the daily chest’s rarities: the widest range, guaranteed only when every one is', () => {
    const merged = mergeChestTotals([
      {
        totals: [
          { itemKey: 'GOLD', minTotal: 20, maxTotal: 140, guaranteed: true },
          { itemKey: 'TIER_1', minTotal: 1, maxTotal: 1, guaranteed: false },
        ],
      },
      { totals: [{ itemKey: 'GOLD', minTotal: 5, maxTotal: 50, guaranteed: true }] },
      { totals: [{ itemKey: 'GOLD', minTotal: 50, maxTotal: 410, guaranteed: false }] },
    ]);
    expect(merged).toEqual([
      { itemKey: 'GOLD', minTotal: 5, maxTotal: 410, guaranteed: false },
      { itemKey: 'TIER_1', minTotal: 1, maxTotal: 1, guaranteed: false },
    ]);
    expect(
      mergeChestTotals([
        { totals: [{ itemKey: 'GOLD', minTotal: 5, maxTotal: 9, guaranteed: true }] },
        { totals: [{ itemKey: 'GOLD', minTotal: 7, maxTotal: 8, guaranteed: true }] },
      ]),
    ).toEqual([{ itemKey: 'GOLD', minTotal: 5, maxTotal: 9, guaranteed: true }]);
  });

  // Any table the data file accepts (positive whole amounts and weights, min <= max), any digests,
  // any supply left of the period-capped lines.
  const itemKey = fc.constantFrom('GOLD', 'TICKET', 'SHARD', 'RARE');
  const line = fc
    .record({
      itemKey,
      minAmount: fc.integer({ min: 1, max: 50 }),
      span: fc.nat(50),
      weight: fc.integer({ min: 1, max: 100 }),
      periodCap: fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined }),
    })
    .map(({ span, periodCap, ...rest }) => ({
      ...rest,
      maxAmount: rest.minAmount + span,
      ...(periodCap === undefined ? {} : { periodCap }),
    }));
  const table: fc.Arbitrary<ChestTable> = fc.record({
    rolls: fc.integer({ min: 1, max: 5 }),
    lines: fc.array(line, { minLength: 1, maxLength: 6 }),
    guaranteed: fc.array(fc.record({ itemKey, amount: fc.integer({ min: 1, max: 30 }) }), {
      maxLength: 3,
    }),
    maxPerOpening: fc.dictionary(itemKey, fc.integer({ min: 1, max: 40 }), { maxKeys: 2 }),
  });

  it('holds for every opening of any table: listed items, totals in range, guaranteed present', () => {
    fc.assert(
      fc.property(
        table,
        fc.array(fc.uint8Array({ minLength: 32, maxLength: 32 }), { minLength: 5, maxLength: 5 }),
        fc.array(fc.nat(60), { minLength: 6, maxLength: 6 }),
        (chest, digests, left) => {
          const periodRemaining = Object.fromEntries(
            chest.lines.flatMap((entry, index) =>
              entry.periodCap === undefined
                ? []
                : [[lineCapKey(index, entry), Math.min(left[index]!, entry.periodCap)]],
            ),
          );
          const hmac: RollHmac = (message) => digests[Number(message.split(':').at(-1))]!;
          const { rewards } = rollChest(chest, hmac, { userId: 'u', counter: 1, periodRemaining });
          const totals = new Map(chestOdds(chest).totals.map((total) => [total.itemKey, total]));
          for (const reward of rewards) {
            const total = totals.get(reward.itemKey);
            expect(total, reward.itemKey).toBeDefined();
            expect(reward.amount).toBeGreaterThanOrEqual(total!.minTotal);
            expect(reward.amount).toBeLessThanOrEqual(total!.maxTotal);
          }
          for (const total of totals.values())
            if (total.guaranteed)
              expect(rewards.map((reward) => reward.itemKey)).toContain(total.itemKey);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('publishes maxima the roll reaches when the period has its whole supply', () => {
    fc.assert(
      fc.property(table, (chest) => {
        for (const total of chestOdds(chest).totals) {
          const { rewards } = rollChest(chest, mostOf(chest, total.itemKey), {
            userId: 'u',
            counter: 1,
            periodRemaining: {},
          });
          const amount = rewards.find((reward) => reward.itemKey === total.itemKey)?.amount;
          expect(amount, total.itemKey).toBe(total.maxTotal);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

/** 6 bytes whose u picks entry `index` of these weighted entries (pickWeighted). */
function uBytes(lines: readonly { weight: number }[], index: number): number[] {
  const total = lines.reduce((sum, entry) => sum + entry.weight, 0);
  const before = lines.slice(0, index).reduce((sum, entry) => sum + entry.weight, 0);
  const value = Math.ceil(((before + 0.5) / total) * 2 ** 48);
  return Array.from({ length: 6 }, (_, byte) => Math.floor(value / 2 ** (8 * (5 - byte))) % 256);
}

/**
 * Digests that make each roll pick, among the lines still eligible, the line of `itemKey` adding the
 * most, at the top of its amount (the rolls the most of an item needs).
 */
function mostOf(chest: ChestTable, itemKey: string): RollHmac {
  const given = new Map<number, number>();
  const held = new Map<string, number>();
  for (const item of chest.guaranteed) {
    const cap = chest.maxPerOpening[item.itemKey] ?? Infinity;
    const now = held.get(item.itemKey) ?? 0;
    held.set(item.itemKey, now + Math.min(item.amount, cap - now));
  }
  return () => {
    const capLeft = (key: string) => (chest.maxPerOpening[key] ?? Infinity) - (held.get(key) ?? 0);
    const eligible = chest.lines
      .map((entry, index) => ({ entry, index }))
      .filter(
        ({ entry, index }) =>
          capLeft(entry.itemKey) > 0 &&
          (entry.periodCap === undefined || entry.periodCap - (given.get(index) ?? 0) > 0),
      );
    const gain = ({ entry, index }: (typeof eligible)[number]) =>
      entry.itemKey !== itemKey
        ? -1
        : Math.min(
            entry.maxAmount,
            capLeft(entry.itemKey),
            (entry.periodCap ?? Infinity) - (given.get(index) ?? 0),
          );
    const pickAt = eligible.reduce(
      (best, option, at) => (gain(option) > gain(eligible[best]!) ? at : best),
      0,
    );
    const pick = eligible[pickAt]!;
    const amount = Math.min(
      pick.entry.maxAmount,
      capLeft(pick.entry.itemKey),
      (pick.entry.periodCap ?? Infinity) - (given.get(pick.index) ?? 0),
    );
    held.set(pick.entry.itemKey, (held.get(pick.entry.itemKey) ?? 0) + amount);
    given.set(pick.index, (given.get(pick.index) ?? 0) + amount);
    const digest = new Uint8Array(32);
    digest.set(
      uBytes(
        eligible.map(({ entry }) => entry),
        pickAt,
      ),
      0,
    );
    digest.set(ALL_ONES, 6);
    return digest;
  };
}
