// Reads and writes of chest tables, settings, roll counters, period caps and openings.
import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { ChestTable } from '@levelup/domain/chest-rolls';
import type { Database } from '#db/client.ts';
import {
  chestOpenings,
  chestPeriodDrops,
  chestRollCounters,
  chestSeedPeriods,
  chestSettings,
  chestTables,
} from '#db/schema/chests.ts';
import { AppError } from '#errors.ts';
import {
  dailyChestSettingsSchema,
  legendaryChestSettingsSchema,
  type DailyChestSettings,
  type LegendaryChestSettings,
} from '#season-files/chests-file.ts';

export async function findChestTable(db: Database, chestType: string): Promise<ChestTable | null> {
  const [row] = await db
    .select({ dropTable: chestTables.dropTable })
    .from(chestTables)
    .where(eq(chestTables.chestType, chestType));
  return row?.dropTable ?? null;
}

export async function findChestTables(db: Database, chestTypes: readonly string[]) {
  if (chestTypes.length === 0) return new Map<string, ChestTable>();
  const rows = await db
    .select()
    .from(chestTables)
    .where(inArray(chestTables.chestType, [...chestTypes]));
  return new Map(rows.map((row) => [row.chestType, row.dropTable]));
}

async function findSetting(db: Database, key: string): Promise<unknown> {
  const [row] = await db.select().from(chestSettings).where(eq(chestSettings.key, key));
  if (!row)
    throw new AppError('invalid-configuration', `No ${key} settings: apply a chests data file.`);
  return row.value;
}

export async function dailyChestSettings(db: Database): Promise<DailyChestSettings> {
  return dailyChestSettingsSchema.parse(await findSetting(db, 'dailyChest'));
}

export async function legendaryChestSettings(db: Database): Promise<LegendaryChestSettings> {
  return legendaryChestSettingsSchema.parse(await findSetting(db, 'legendaryChest'));
}

/**
 * The player's next counter in the period. The upsert takes the row lock, so concurrent openings of
 * one player wait for each other and never share a counter (the unique key of chest_openings backs it).
 */
export async function nextCounter(tx: Database, userId: string, period: string): Promise<number> {
  const [row] = await tx
    .insert(chestRollCounters)
    .values({ userId, period, lastCounter: 0 })
    .onConflictDoUpdate({
      target: [chestRollCounters.userId, chestRollCounters.period],
      set: { lastCounter: sql`${chestRollCounters.lastCounter} + 1` },
    })
    .returning({ counter: chestRollCounters.lastCounter });
  if (!row) throw new Error('roll counter upsert returned nothing');
  return row.counter;
}

/**
 * What each period-capped line still has (lineKey -> amount), its rows locked until the transaction
 * ends so two openings never give the same last units.
 */
export async function lockPeriodRemaining(
  tx: Database,
  period: string,
  chestType: string,
  caps: ReadonlyMap<string, number>,
): Promise<Record<string, number>> {
  if (caps.size === 0) return {};
  const keys = [...caps.keys()].sort();
  await tx
    .insert(chestPeriodDrops)
    .values(keys.map((lineKey) => ({ period, chestType, lineKey })))
    .onConflictDoNothing();
  const rows = await tx
    .select()
    .from(chestPeriodDrops)
    .where(
      and(
        eq(chestPeriodDrops.period, period),
        eq(chestPeriodDrops.chestType, chestType),
        inArray(chestPeriodDrops.lineKey, keys),
      ),
    )
    .orderBy(chestPeriodDrops.lineKey)
    .for('update');
  return Object.fromEntries(
    rows.map((row) => [row.lineKey, Math.max(0, (caps.get(row.lineKey) ?? 0) - row.given)]),
  );
}

export async function addPeriodDrops(
  tx: Database,
  period: string,
  chestType: string,
  taken: Record<string, number>,
): Promise<void> {
  for (const [lineKey, amount] of Object.entries(taken)) {
    if (amount <= 0) continue;
    await tx
      .update(chestPeriodDrops)
      .set({ given: sql`${chestPeriodDrops.given} + ${amount}` })
      .where(
        and(
          eq(chestPeriodDrops.period, period),
          eq(chestPeriodDrops.chestType, chestType),
          eq(chestPeriodDrops.lineKey, lineKey),
        ),
      );
  }
}

export type ChestOpeningRow = typeof chestOpenings.$inferSelect;

export async function insertOpening(
  tx: Database,
  values: typeof chestOpenings.$inferInsert,
): Promise<ChestOpeningRow> {
  const [row] = await tx.insert(chestOpenings).values(values).returning();
  if (!row) throw new Error('chest opening insert returned nothing');
  return row;
}

export type { OpenedReward } from '#db/schema/chests.ts';

export type OpeningWithHash = ChestOpeningRow & { seedHash: string };

const openingColumns = {
  id: chestOpenings.id,
  userId: chestOpenings.userId,
  chestType: chestOpenings.chestType,
  source: chestOpenings.source,
  period: chestOpenings.period,
  counter: chestOpenings.counter,
  rewards: chestOpenings.rewards,
  dropTable: chestOpenings.dropTable,
  periodRemaining: chestOpenings.periodRemaining,
  rolledLines: chestOpenings.rolledLines,
  dailyChestId: chestOpenings.dailyChestId,
  openedAt: chestOpenings.openedAt,
  seedHash: chestSeedPeriods.seedHash,
};

export function listOpenings(db: Database, userId: string, limit: number, offset: number) {
  return db
    .select(openingColumns)
    .from(chestOpenings)
    .innerJoin(chestSeedPeriods, eq(chestSeedPeriods.period, chestOpenings.period))
    .where(eq(chestOpenings.userId, userId))
    .orderBy(desc(chestOpenings.openedAt), desc(chestOpenings.id))
    .limit(limit)
    .offset(offset);
}

/** The opening of a player's counter in a period (what `chest verify` rechecks). */
export async function findOpening(
  db: Database,
  where: { userId: string; period: string; counter: number },
): Promise<OpeningWithHash | null> {
  const [row] = await db
    .select(openingColumns)
    .from(chestOpenings)
    .innerJoin(chestSeedPeriods, eq(chestSeedPeriods.period, chestOpenings.period))
    .where(
      and(
        eq(chestOpenings.userId, where.userId),
        eq(chestOpenings.period, where.period),
        eq(chestOpenings.counter, where.counter),
      ),
    );
  return row ?? null;
}

/**
 * How many chests a player opened in [from, to): for the reward campaigns' chest count (spec 1 §7
 * Reward campaigns "include chest count"; the rewards module calls it).
 */
export async function countChestOpenings(
  db: Database,
  userId: string,
  from: Date,
  to: Date,
): Promise<number> {
  const [row] = await db
    .select({ openings: count() })
    .from(chestOpenings)
    .where(
      and(
        eq(chestOpenings.userId, userId),
        gte(chestOpenings.openedAt, from),
        lt(chestOpenings.openedAt, to),
      ),
    );
  return row?.openings ?? 0;
}
