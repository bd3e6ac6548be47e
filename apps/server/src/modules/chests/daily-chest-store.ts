// Reads and writes of the players' daily chests (spec 2 §4).
import { and, count, desc, eq, gte, isNull, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { dailyChests } from '#db/schema/chests.ts';

export type DailyChestRow = typeof dailyChests.$inferSelect;

/** The player's latest daily chest (the highest sequence). */
export async function findLatestDailyChest(
  db: Database,
  userId: string,
): Promise<DailyChestRow | null> {
  const [row] = await db
    .select()
    .from(dailyChests)
    .where(eq(dailyChests.userId, userId))
    .orderBy(desc(dailyChests.sequence))
    .limit(1);
  return row ?? null;
}

export async function insertDailyChest(
  tx: Database,
  values: typeof dailyChests.$inferInsert,
): Promise<DailyChestRow> {
  const [row] = await tx.insert(dailyChests).values(values).returning();
  if (!row) throw new Error('daily chest insert returned nothing');
  return row;
}

/** Adds scrolled posts; marks it found (once) when the count passes the chest's position. */
export async function addScrolled(
  tx: Database,
  id: number,
  fetchCount: number,
  now: Date,
): Promise<DailyChestRow> {
  const scrolled = sql`${dailyChests.scrolled} + ${fetchCount}`;
  const [row] = await tx
    .update(dailyChests)
    .set({
      scrolled,
      foundAt: sql`coalesce(${dailyChests.foundAt}, case when ${scrolled} > ${dailyChests.position} then ${now.toISOString()}::timestamptz end)`,
    })
    .where(eq(dailyChests.id, id))
    .returning();
  if (!row) throw new Error(`daily chest ${id} vanished`);
  return row;
}

/** Marks a found, unopened chest opened; null when it is not found or already opened. */
export async function markDailyChestOpened(
  tx: Database,
  id: number,
  opened: { at: Date; ip: string; deviceId: string },
): Promise<DailyChestRow | null> {
  const [row] = await tx
    .update(dailyChests)
    .set({ openedAt: opened.at, openedIp: opened.ip, openedDeviceId: opened.deviceId })
    .where(
      and(eq(dailyChests.id, id), isNotNull(dailyChests.foundAt), isNull(dailyChests.openedAt)),
    )
    .returning();
  return row ?? null;
}

/** Daily chests opened since `from` (the daily rewards pool's count). */
export async function countOpenedDailyChests(db: Database, from: Date): Promise<number> {
  const [row] = await db
    .select({ opened: count() })
    .from(dailyChests)
    .where(gte(dailyChests.openedAt, from));
  return row?.opened ?? 0;
}
