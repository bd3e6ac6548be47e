// Issue 27 "Odds are a property": every chest of the demo data (seasons/chests.yaml), opened many times
// with random seeds, players, counters and period supplies through the server's roll (rollChest with
// the period seed's HMAC, as open.ts makes it), pays within the odds the API publishes for it (views.ts
// toChestOdds: @levelup/domain chestOdds of the same table).
import { readFileSync } from 'node:fs';
import { chestOdds } from '@levelup/domain/chest-odds';
import { lineCapKey, rollChest, type ChestTable } from '@levelup/domain/chest-rolls';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Item } from '#generated/resolvers.ts';
import { parseDataFile } from '#season-files/data-file.ts';
import { seedHmac } from './seeds.ts';
import { tableItemKeys, toChestOdds } from './views.ts';

const DEMO_CHESTS = new URL('../../../seasons/chests.yaml', import.meta.url);

function demoTables(): [string, ChestTable][] {
  const file = parseDataFile('seasons/chests.yaml', readFileSync(DEMO_CHESTS, 'utf8'));
  if (file.kind !== 'chests') throw new Error('seasons/chests.yaml is not a chests file');
  return Object.entries(file.data.tables);
}

/** The odds the chestOdds query answers for a table, every item known. */
function publishedOdds(chestType: string, table: ChestTable) {
  const items = new Map(
    [chestType, ...tableItemKeys(table)].map((itemKey) => [itemKey, { itemKey } as Item]),
  );
  return toChestOdds(chestType, table, items);
}

const seedHex = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => Buffer.from(bytes).toString('hex'));

describe('published chest odds (issue 27 finding 2)', () => {
  const tables = demoTables();

  it('covers every chest of the demo data', () => {
    expect(tables.map(([chestType]) => chestType)).toContain('LEGENDARY_CHEST');
    expect(tables.length).toBeGreaterThanOrEqual(20);
  });

  it.each(tables)('%s pays within its published odds, whatever the seed', (chestType, table) => {
    const odds = publishedOdds(chestType, table);
    const totals = new Map(odds.totals.map((total) => [total.itemKey, total]));
    const cappedLines = table.lines.flatMap((line, index) =>
      line.periodCap === undefined ? [] : [{ key: lineCapKey(index, line), cap: line.periodCap }],
    );
    fc.assert(
      fc.property(
        seedHex,
        fc.uuid({ version: 4 }),
        fc.nat(10_000),
        // What the day's supply of each capped line has left, from untouched to nearly gone.
        fc.tuple(...cappedLines.map(({ cap }) => fc.integer({ min: 0, max: cap }))),
        (seed, userId, counter, left) => {
          const periodRemaining = Object.fromEntries(
            cappedLines.map(({ key }, index) => [key, left[index]!]),
          );
          const { rewards } = rollChest(table, seedHmac(seed), {
            userId,
            counter,
            periodRemaining,
          });
          for (const reward of rewards) {
            const total = totals.get(reward.itemKey);
            expect(total, `${reward.itemKey} is not in the odds`).toBeDefined();
            expect(reward.amount).toBeGreaterThanOrEqual(total!.minTotal);
            expect(reward.amount).toBeLessThanOrEqual(total!.maxTotal);
          }
          const given = new Set(rewards.map((reward) => reward.itemKey));
          for (const total of odds.totals)
            if (total.guaranteed) expect(given).toContain(total.itemKey);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('lists the legendary chest’s 468 Gold inside its published range', () => {
    const [, legendary] = tables.find(([chestType]) => chestType === 'LEGENDARY_CHEST')!;
    // A real opening: two Gold rolls (of 100–400 each) adding up to 468.
    const { rewards } = rollChest(legendary, seedHmac('ab'.repeat(32)), {
      userId: '00000000-0000-4000-8000-000000000001',
      counter: 122,
      periodRemaining: {},
    });
    expect(rewards).toContainEqual({ itemKey: 'GOLD', amount: 468 });
    const odds = publishedOdds('LEGENDARY_CHEST', legendary);
    const gold = odds.drops.find((drop) => drop.itemKey === 'GOLD')!;
    // One roll's range, which the odds used to show alone, does not hold it …
    expect([gold.minAmount, gold.maxAmount]).toEqual([100, 400]);
    // … the opening's total does: 3 rolls, each up to 400 Gold.
    expect(odds.rolls).toBe(3);
    expect(odds.totals.find((total) => total.itemKey === 'GOLD')).toMatchObject({
      minTotal: 100,
      maxTotal: 1200,
      guaranteed: false,
    });
    expect(odds.totals).toEqual(
      chestOdds(legendary).totals.map((total) => ({ ...total, item: { itemKey: total.itemKey } })),
    );
  });
});
