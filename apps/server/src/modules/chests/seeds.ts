// Seed commitments of verifiable rolls (issue 12 Build 5). Each roll period is a UTC day; its seed is
// 32 bytes from crypto.randomBytes, stored with sha256(seed) as hex. The hash is public from the moment
// the period's row exists (chestSeedPeriods creates today's and tomorrow's, so a period's hash is out
// before the period begins); the seed is shown once the period is over. docs/operating-a-season.md
// "Verifiable chest rolls" tells how to recheck a roll.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { desc, eq, lte } from 'drizzle-orm';
import type { RollHmac } from '@levelup/domain/chest-rolls';
import type { Database } from '#db/client.ts';
import { chestSeedPeriods } from '#db/schema/chests.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The roll period of an instant: its UTC day, 'YYYY-MM-DD'. */
export const periodOf = (at: Date) => at.toISOString().slice(0, 10);

export const periodStart = (period: string) => new Date(`${period}T00:00:00.000Z`);

/** When the period is over and its seed is revealed. */
export const periodEnd = (period: string) => new Date(periodStart(period).getTime() + DAY_MS);

export const nextPeriod = (period: string) => periodOf(periodEnd(period));

export const sha256Hex = (seedHex: string) =>
  createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');

/** HMAC-SHA256 keyed with the seed's 32 bytes (the derivation in @levelup/domain/chest-rolls). */
export function seedHmac(seedHex: string): RollHmac {
  const key = Buffer.from(seedHex, 'hex');
  return (message) => new Uint8Array(createHmac('sha256', key).update(message, 'utf8').digest());
}

export type SeedPeriodRow = typeof chestSeedPeriods.$inferSelect;

/** The period's row, made with a fresh random seed the first time (concurrent callers share it). */
export async function ensureSeedPeriod(db: Database, period: string): Promise<SeedPeriodRow> {
  const seed = randomBytes(32).toString('hex');
  await db
    .insert(chestSeedPeriods)
    .values({ period, seed, seedHash: sha256Hex(seed) })
    .onConflictDoNothing();
  const [row] = await db.select().from(chestSeedPeriods).where(eq(chestSeedPeriods.period, period));
  if (!row) throw new Error(`seed period ${period} missing after insert`);
  return row;
}

export async function findSeedPeriod(db: Database, period: string) {
  const [row] = await db.select().from(chestSeedPeriods).where(eq(chestSeedPeriods.period, period));
  return row ?? null;
}

/** Periods up to `latest`, newest first. */
export function listSeedPeriods(db: Database, latest: string, limit: number) {
  return db
    .select()
    .from(chestSeedPeriods)
    .where(lte(chestSeedPeriods.period, latest))
    .orderBy(desc(chestSeedPeriods.period))
    .limit(limit);
}

/** A period as the public sees it: the seed only once the period is over. */
export function publicSeedPeriod(row: SeedPeriodRow, now: Date) {
  const revealedAt = periodEnd(row.period);
  const revealed = now.getTime() >= revealedAt.getTime();
  return {
    period: row.period,
    seedHash: row.seedHash,
    seed: revealed ? row.seed : null,
    revealedAt: revealed ? revealedAt : null,
  };
}
