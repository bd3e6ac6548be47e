// Issue 29 §1 (season health, chests): payouts observed against the published odds, with Pearson's
// chi-squared test. Openings are drawn from the real roll function (rollChest) with a fixed seed, so the
// test is statistical yet deterministic: 2,000 fair DAILY_CHEST openings pass; UNCOMMON_CHEST openings
// picked so that the rare UPGRADE_TICKET line pays 5× its odds on the first roll are flagged; ten
// COMMON_CHEST openings are too few for the test; an opening whose period-capped line had run out is
// left out; a real opening (openInTransaction) records the lines it rolled; and the panel reads the same
// once the season-health-rollup job has summed the openings.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineCapKey, lineProbabilities, rollChest } from '@levelup/domain/chest-rolls';
import type { DatabaseHandle } from '#db/client.ts';
import { chestOpenings } from '#db/schema/chests.ts';
import { createUser } from '#modules/accounts/users-store.ts';
import { openInTransaction } from '#modules/chests/open.ts';
import { ensureSeedPeriod, seedHmac } from '#modules/chests/seeds.ts';
import { findChestTable } from '#modules/chests/store.ts';
import { chestPayouts, FLAG_BELOW_P, type ChestPayouts } from '#modules/support/chest-payouts.ts';
import { rollUpSeasonHealth, SETTLE_MS } from '#modules/support/health-rollup.ts';
import { healthSince } from '#modules/support/season-health.ts';
import { seedDemo } from '#season-files/demo-seed.ts';
import { createTestDatabase, openMigrated, type TestDatabase } from './support/test-database.ts';

let database: TestDatabase;
let handle: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  handle = await openMigrated(database);
  await seedDemo(handle.db);
});
afterAll(async () => {
  await handle.close();
  await database.drop();
});

/** A fixed seed: the rolls below are the same on every run. */
const SEED = '5eed'.repeat(16);
const period = new Date().toISOString().slice(0, 10);

type Rolled = { counter: number; result: ReturnType<typeof rollChest> };

/** Rolls counters 1..count of a player as the server would, with the fixed seed. */
async function roll(userId: string, chestType: string, count: number, remaining = {}) {
  const table = (await findChestTable(handle.db, chestType))!;
  const periodRemaining = {
    ...Object.fromEntries(
      table.lines.flatMap((line, index) =>
        line.periodCap === undefined ? [] : [[lineCapKey(index, line), line.periodCap]],
      ),
    ),
    ...remaining,
  };
  const rolled: Rolled[] = [];
  for (let counter = 1; counter <= count; counter += 1)
    rolled.push({
      counter,
      result: rollChest(table, seedHmac(SEED), { userId, counter, periodRemaining }),
    });
  return { table, periodRemaining, rolled };
}

/** Writes the rolled openings (as openInTransaction records them), 500 rows an insert. */
async function insertOpenings(
  userId: string,
  chestType: string,
  { table, periodRemaining, rolled }: Awaited<ReturnType<typeof roll>>,
) {
  const values = rolled.map(({ counter, result }) => ({
    userId,
    chestType,
    source: 'item' as const,
    period,
    counter,
    rewards: result.rewards,
    dropTable: table,
    periodRemaining,
    rolledLines: result.lines,
    openedAt: new Date(),
  }));
  for (let start = 0; start < values.length; start += 500)
    await handle.db.insert(chestOpenings).values(values.slice(start, start + 500));
}

async function player(name: string) {
  return handle.db.transaction((tx) => createUser(tx, { email: `${name}@example.test` }));
}

async function panel(chest: string): Promise<ChestPayouts> {
  const since = new Date(Date.now() - 86_400_000);
  return (await chestPayouts(handle.db, since)).find((row) => row.chest === chest)!;
}

describe('chest payouts against the published odds', () => {
  it('passes 2,000 fair openings and flags openings whose rare line pays 5× its odds', async () => {
    await ensureSeedPeriod(handle.db, period);

    const fair = await player('fair-chests');
    await insertOpenings(fair.id, 'DAILY_CHEST', await roll(fair.id, 'DAILY_CHEST', 2000));
    const daily = await panel('DAILY_CHEST');
    expect(daily.openings).toBe(2000);
    const odds = lineProbabilities((await findChestTable(handle.db, 'DAILY_CHEST'))!.lines);
    expect(daily.lines.map((line) => line.expected)).toEqual(odds.map((p) => 2000 * p));
    expect(daily.lines.reduce((sum, line) => sum + line.observed, 0)).toBe(2000);
    expect(daily.test).toMatch(/^Pearson's chi-squared goodness of fit .*3 degrees of freedom/);
    expect(daily.pValue).toBeGreaterThan(FLAG_BELOW_P);
    expect(daily.flagged).toBe(false);

    // UNCOMMON_CHEST: GOLD 60, SNOWFLAKE 30, UPGRADE_TICKET 10. Of the fair rolls, keep 500 whose first
    // roll gave the ticket and 500 that did not: the ticket pays on half the openings, 5× its odds.
    const biased = await player('biased-chests');
    const pool = await roll(biased.id, 'UNCOMMON_CHEST', 12_000);
    const ticket = pool.table.lines.findIndex((line) => line.itemKey === 'UPGRADE_TICKET');
    const hits = pool.rolled.filter(({ result }) => result.lines[0] === ticket).slice(0, 500);
    const misses = pool.rolled.filter(({ result }) => result.lines[0] !== ticket).slice(0, 500);
    expect(hits).toHaveLength(500);
    await insertOpenings(biased.id, 'UNCOMMON_CHEST', { ...pool, rolled: [...hits, ...misses] });
    const uncommon = await panel('UNCOMMON_CHEST');
    expect(uncommon.openings).toBe(1000);
    expect(uncommon.lines[ticket]).toEqual({
      label: 'UPGRADE_TICKET 1',
      expected: 100,
      observed: 500,
    });
    expect(uncommon.pValue).toBeLessThan(FLAG_BELOW_P);
    expect(uncommon.flagged).toBe(true);
  });

  it('does not test a chest with too few openings, and leaves out openings of a run-out line', async () => {
    await ensureSeedPeriod(handle.db, period);
    const few = await player('few-chests');
    await insertOpenings(few.id, 'COMMON_CHEST', await roll(few.id, 'COMMON_CHEST', 10));
    const common = await panel('COMMON_CHEST');
    expect(common.openings).toBe(10);
    expect(common.lines.map((line) => line.expected)).toEqual([7, 3]);
    expect(common.pValue).toBeNull();
    expect(common.flagged).toBe(false);
    expect(common.test).toBe(
      "not run: too few openings — SNOWFLAKE 1-3 expects 3.00 first rolls, Pearson's chi-squared " +
        'needs at least 5 on every line',
    );

    // LEGENDARY_CHEST's TIER_4 line (periodCap 5) had run out: that opening rolled without it.
    const capped = await player('capped-chests');
    const legendary = (await findChestTable(handle.db, 'LEGENDARY_CHEST'))!;
    const tier4 = legendary.lines.findIndex((line) => line.itemKey === 'TIER_4');
    const ranOut = { [lineCapKey(tier4, legendary.lines[tier4]!)]: 0 };
    await insertOpenings(
      capped.id,
      'LEGENDARY_CHEST',
      await roll(capped.id, 'LEGENDARY_CHEST', 1, ranOut),
    );
    const report = await panel('LEGENDARY_CHEST');
    expect(report.openings).toBe(0);
    expect(report.test).toBe(
      'not run: no openings in the window (1 openings with a period-capped line run out left out)',
    );
  });

  it('counts a real opening on the line its first roll landed on', async () => {
    const opener = await player('real-chest');
    const now = new Date();
    const seedPeriod = await ensureSeedPeriod(handle.db, period);
    const before = await panel('EPIC_CHEST');
    const opening = await handle.db.transaction(async (tx) =>
      openInTransaction(
        { tx, emit: () => {}, now },
        {
          userId: opener.id,
          chestType: 'EPIC_CHEST',
          table: (await findChestTable(tx, 'EPIC_CHEST'))!,
          source: 'item',
          seedPeriod,
          payment: null,
        },
      ),
    );
    expect(opening.rolledLines).toHaveLength(3);
    const { lines } = rollChest(opening.dropTable, seedHmac(seedPeriod.seed), {
      userId: opener.id,
      counter: opening.counter,
      periodRemaining: opening.periodRemaining,
    });
    expect(opening.rolledLines).toEqual(lines);
    const after = await panel('EPIC_CHEST');
    expect(after.openings - before.openings).toBe(1);
    const first = lines[0]!;
    expect(after.lines[first]!.observed - before.lines[first]!.observed).toBe(1);
  });

  it('reads the same from the rollup as from the openings themselves', async () => {
    // Published three days ago, so the window's whole days may come from the rollup. Last test: the
    // watermark is set a second ahead, so every opening above is rolled up.
    await handle.db.execute(sql`update chest_tables set updated_at = now() - interval '3 days'`);
    const since = healthSince(new Date(), 2);
    const live = await chestPayouts(handle.db, since);
    expect(live.reduce((sum, chest) => sum + chest.openings, 0)).toBe(2000 + 1000 + 10 + 1);
    await rollUpSeasonHealth(handle.db, new Date(Date.now() + SETTLE_MS + 1000));
    const rolled = await handle.db.execute(
      sql`select coalesce(sum(openings), 0)::int as openings from health_chest_days`,
    );
    expect((rolled as unknown as { rows: { openings: number }[] }).rows[0]!.openings).toBe(3012);
    expect(await chestPayouts(handle.db, since)).toEqual(live);
  });
});
