// Drizzle queries of the ledger: the append-only entries and the balances they add up to.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { ledgerEntries, userBalances } from '#db/schema/users.ts';

export type LedgerEntryInput = {
  userId: string;
  currency: string;
  delta: number;
  reason: string;
  idempotencyKey: string;
};

/** Appends an entry; false when its idempotency key was already used (nothing written). */
export async function appendEntry(tx: Database, entry: LedgerEntryInput): Promise<boolean> {
  const rows = await tx
    .insert(ledgerEntries)
    .values(entry)
    .onConflictDoNothing({ target: ledgerEntries.idempotencyKey })
    .returning({ id: ledgerEntries.id });
  return rows.length > 0;
}

export async function addToBalance(
  tx: Database,
  { userId, currency, amount }: { userId: string; currency: string; amount: number },
): Promise<void> {
  await tx
    .insert(userBalances)
    .values({ userId, currency, amount })
    .onConflictDoUpdate({
      target: [userBalances.userId, userBalances.currency],
      set: { amount: sql`${userBalances.amount} + excluded.amount` },
    });
}

/** Takes `amount` only when the balance holds it; false (nothing changed) otherwise. */
export async function takeFromBalance(
  tx: Database,
  { userId, currency, amount }: { userId: string; currency: string; amount: number },
): Promise<boolean> {
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
  return rows.length > 0;
}

/** Sum of a player's entries per currency (equals the balances). */
export function sumEntries(db: Database, userId: string) {
  return db
    .select({
      currency: ledgerEntries.currency,
      total: sql<number>`sum(${ledgerEntries.delta})::int`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
    .groupBy(ledgerEntries.currency);
}
