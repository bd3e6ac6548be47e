// Drizzle queries of a player's progression: the player lock, season XP and the level announced last,
// the season's levels, balances and the items a grant needs.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { items } from '#db/schema/catalog.ts';
import { userBattlePasses } from '#db/schema/progression.ts';
import { battlePassLevels } from '#db/schema/season.ts';
import { shopItems } from '#db/schema/shop.ts';
import { userBalances, users } from '#db/schema/users.ts';

/**
 * Serializes a player's money-like changes: every progression transaction takes this lock first, so
 * checks (booster active, level reached) hold until the commit and locks are always taken in one order.
 * NO KEY UPDATE leaves foreign-key inserts of other transactions free.
 */
export async function lockPlayer(tx: Database, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  return rows.length > 0;
}

export async function findSeasonXp(db: Database, userId: string, battlePassId: number) {
  const [row] = await db
    .select({ xp: userBattlePasses.xp, notifiedLevel: userBattlePasses.notifiedLevel })
    .from(userBattlePasses)
    .where(
      and(eq(userBattlePasses.userId, userId), eq(userBattlePasses.battlePassId, battlePassId)),
    );
  return row ?? { xp: 0, notifiedLevel: 0 };
}

/** Records the level last announced; only ever raises it. */
export async function raiseNotifiedLevel(
  tx: Database,
  { userId, battlePassId, level }: { userId: string; battlePassId: number; level: number },
): Promise<void> {
  await tx
    .insert(userBattlePasses)
    .values({ userId, battlePassId, notifiedLevel: level })
    .onConflictDoUpdate({
      target: [userBattlePasses.userId, userBattlePasses.battlePassId],
      set: {
        notifiedLevel: sql`greatest(${userBattlePasses.notifiedLevel}, excluded.notified_level)`,
      },
    });
}

export function listSeasonLevels(db: Database, battlePassId: number) {
  return db
    .select({ level: battlePassLevels.level, requiredXp: battlePassLevels.requiredXp })
    .from(battlePassLevels)
    .where(eq(battlePassLevels.battlePassId, battlePassId))
    .orderBy(asc(battlePassLevels.level));
}

export async function findBalance(db: Database, userId: string, currency: string): Promise<number> {
  const [row] = await db
    .select({ amount: userBalances.amount })
    .from(userBalances)
    .where(and(eq(userBalances.userId, userId), eq(userBalances.currency, currency)));
  return row?.amount ?? 0;
}

/** Balances above 0 other than the given currencies, with their items (Check your items). */
/** The player's items above 0 but the currencies; only `itemKey` when given (spec 2 §7 by item key). */
export function listItemBalances(
  db: Database,
  userId: string,
  currencies: readonly string[],
  itemKey: string | null = null,
) {
  return db
    .select({ itemKey: userBalances.currency, quantity: userBalances.amount })
    .from(userBalances)
    .innerJoin(items, eq(items.itemKey, userBalances.currency))
    .where(
      and(
        eq(userBalances.userId, userId),
        gt(userBalances.amount, 0),
        itemKey === null ? undefined : eq(userBalances.currency, itemKey),
        sql`${userBalances.currency} not in (${sql.join(
          currencies.map((currency) => sql`${currency}`),
          sql`, `,
        )})`,
      ),
    )
    .orderBy(asc(items.name));
}

/** An item with its shop duration (boosters), for a grant. */
export async function findGrantItem(db: Database, itemKey: string) {
  const [row] = await db
    .select({ itemKey: items.itemKey, type: items.type, duration: shopItems.duration })
    .from(items)
    .leftJoin(shopItems, eq(shopItems.itemKey, items.itemKey))
    .where(eq(items.itemKey, itemKey));
  return row;
}
