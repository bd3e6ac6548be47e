// Drizzle queries of the ledger: the append-only entries and the balances they add up to (currencies
// and items in user_balances, XP per season in user_battle_passes).
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { userBattlePasses } from '#db/schema/progression.ts';
import { ledgerEntries, userBalances } from '#db/schema/users.ts';

export type LedgerEntryInput = {
  userId: string;
  currency: string;
  delta: number;
  battlePassId: number | null;
  reason: string;
  idempotencyKey: string;
};

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

/** Appends an entry; null when its idempotency key was already used (nothing written). */
export async function appendEntry(
  tx: Database,
  entry: LedgerEntryInput,
): Promise<LedgerEntryRow | null> {
  const [row] = await tx
    .insert(ledgerEntries)
    .values(entry)
    .onConflictDoNothing({ target: ledgerEntries.idempotencyKey })
    .returning();
  return row ?? null;
}

/** Adds `amount` to a balance (created at the first credit); returns the balance after the change. */
export async function addToBalance(
  tx: Database,
  { userId, currency, amount }: { userId: string; currency: string; amount: number },
): Promise<number> {
  const [row] = await tx
    .insert(userBalances)
    .values({ userId, currency, amount })
    .onConflictDoUpdate({
      target: [userBalances.userId, userBalances.currency],
      set: { amount: sql`${userBalances.amount} + excluded.amount` },
    })
    .returning({ amount: userBalances.amount });
  if (!row) throw new Error('adding to a balance returned no row');
  return row.amount;
}

/**
 * Takes `amount` only when the balance holds it: the balance after the change, or null (nothing
 * changed) when it is short.
 */
export async function takeFromBalance(
  tx: Database,
  { userId, currency, amount }: { userId: string; currency: string; amount: number },
): Promise<number | null> {
  const rows = await tx
    .update(userBalances)
    .set({ amount: sql`${userBalances.amount} - ${amount}` })
    .where(
      and(
        eq(userBalances.userId, userId),
        eq(userBalances.currency, currency),
        gte(userBalances.amount, amount),
      ),
    )
    .returning({ amount: userBalances.amount });
  return rows[0]?.amount ?? null;
}

export type SeasonXpRow = { xp: number; notifiedLevel: number };

/** Adds XP to the player's season row (created at the first XP); returns the row after the change. */
export async function addToSeasonXp(
  tx: Database,
  { userId, battlePassId, amount }: { userId: string; battlePassId: number; amount: number },
): Promise<SeasonXpRow> {
  const [row] = await tx
    .insert(userBattlePasses)
    .values({ userId, battlePassId, xp: amount })
    .onConflictDoUpdate({
      target: [userBattlePasses.userId, userBattlePasses.battlePassId],
      set: { xp: sql`${userBattlePasses.xp} + excluded.xp`, updatedAt: sql`now()` },
    })
    .returning({ xp: userBattlePasses.xp, notifiedLevel: userBattlePasses.notifiedLevel });
  if (!row) throw new Error('adding season XP returned no row');
  return row;
}

/** Sum of a player's currency and item entries per currency (equals user_balances). */
export function sumEntries(db: Database, userId: string) {
  return db
    .select({
      currency: ledgerEntries.currency,
      total: sql<number>`sum(${ledgerEntries.delta})::int`,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), isNull(ledgerEntries.battlePassId)))
    .groupBy(ledgerEntries.currency);
}

/** Sum of a player's XP entries per season (equals user_battle_passes.xp). */
export function sumXpEntries(db: Database, userId: string) {
  return db
    .select({
      battlePassId: sql<number>`${ledgerEntries.battlePassId}`,
      currency: ledgerEntries.currency,
      total: sql<number>`sum(${ledgerEntries.delta})::int`,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), sql`${ledgerEntries.battlePassId} is not null`))
    .groupBy(ledgerEntries.battlePassId, ledgerEntries.currency);
}
