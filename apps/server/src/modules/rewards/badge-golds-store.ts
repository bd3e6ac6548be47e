// Drizzle reads of badge golds (spec 2 §7 claim badge golds): the free-mint collections with a badge
// item and a weekly gold bonus, the badges a player holds, and this week's claims.
import { and, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { freeMints } from '#db/schema/mints.ts';
import { ledgerEntries, userBalances } from '#db/schema/users.ts';

export type HeldBadge = { badgeItemKey: string; weeklyGoldBonus: number };

/** The collections' badges the player holds (balance above 0), one per badge item. */
export async function heldBadges(db: Database, userId: string): Promise<HeldBadge[]> {
  const rows = await db
    .select({ badgeItemKey: freeMints.badgeItemKey, weeklyGoldBonus: freeMints.weeklyGoldBonus })
    .from(freeMints)
    .innerJoin(
      userBalances,
      and(eq(userBalances.currency, freeMints.badgeItemKey), eq(userBalances.userId, userId)),
    )
    .where(
      and(
        isNotNull(freeMints.badgeItemKey),
        isNotNull(freeMints.weeklyGoldBonus),
        gt(freeMints.weeklyGoldBonus, 0),
        gt(userBalances.amount, 0),
      ),
    )
    .orderBy(freeMints.badgeItemKey);
  const byBadge = new Map<string, HeldBadge>();
  for (const row of rows)
    if (row.badgeItemKey && row.weeklyGoldBonus && !byBadge.has(row.badgeItemKey))
      byBadge.set(row.badgeItemKey, {
        badgeItemKey: row.badgeItemKey,
        weeklyGoldBonus: row.weeklyGoldBonus,
      });
  return [...byBadge.values()];
}

/** The idempotency keys among `keys` the ledger already holds. */
export async function creditedKeys(db: Database, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: ledgerEntries.idempotencyKey })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.idempotencyKey, keys));
  return new Set(rows.map((row) => row.key));
}
