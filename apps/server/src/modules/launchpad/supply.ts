// The supply of a collection under any concurrency (spec 2 §4 sold-out rule: the reserved count when
// listPrice is 0, the minted count otherwise, against maxSupply >= 0). One conditional UPDATE takes a
// unit: PostgreSQL re-checks its WHERE on the row's newest version after a concurrent update, so two
// transactions can never both take the last unit. Expiry gives a unit back exactly once: only the
// statement that moves a reservation from RESERVED to EXPIRED returns its unit.
import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { ONCHAIN_CONFIRM_GRACE_MS } from './rules.ts';

/** On a free_mints row: a unit of the supply is left (spec 2 §4 sold-out rule). */
const unitLeft = sql`(max_supply < 0
  or (case when list_price > 0 then minted_count else reserved_count end) < max_supply)`;

/** Takes one unit of the collection's supply; false when it is sold out. Row-locks the collection. */
export async function takeSupplyUnit(tx: Database, collectionId: string): Promise<boolean> {
  // Both drivers (pg, PGlite) answer { rows }.
  const result = (await tx.execute(sql`
    update free_mints set reserved_count = reserved_count + 1
    where id = ${collectionId} and ${unitLeft}
    returning id`)) as unknown as { rows: { id: string }[] };
  return result.rows.length > 0;
}

/**
 * The reservations whose unit the expiry gives back: RESERVED past their expiry, and the on-chain ones
 * whose voucher was never confirmed (PROCESSING, ONCHAIN_CONFIRM_GRACE_MS past the expiry).
 */
function overdue(now: Date) {
  // An on-chain voucher expires with its reservation; its mint may be confirmed for a while after.
  const graceAt = new Date(now.getTime() - ONCHAIN_CONFIRM_GRACE_MS).toISOString();
  return sql`(state = 'RESERVED' and reservation_expired_at < ${now.toISOString()}::timestamptz
      or state = 'PROCESSING' and voucher_wallet is not null
        and reservation_expired_at < ${graceAt}::timestamptz)`;
}

/**
 * Expires the overdue reservations of one collection or all, and gives the units of free collections
 * back, in one statement. A reservation is returned once: a concurrent run waits on its row, then
 * finds it no longer in that state. Answers how many expired.
 */
export async function expireOverdue(
  tx: Database,
  now: Date,
  collectionId: string | null = null,
): Promise<number> {
  const result = (await tx.execute(sql`
    with expired as (
      update user_reservations set state = 'EXPIRED', expired_at = ${now.toISOString()}::timestamptz
      where ${overdue(now)}
        ${collectionId === null ? sql`` : sql`and collection_id = ${collectionId}`}
      returning collection_id
    ), counts as (
      select collection_id, count(*)::integer as n from expired group by collection_id
    ), returned as (
      update free_mints set reserved_count = free_mints.reserved_count - counts.n
      from counts
      where free_mints.id = counts.collection_id and free_mints.list_price = 0
      returning free_mints.id
    )
    select count(*)::integer as expired from expired`)) as unknown as {
    rows: { expired: number }[];
  };
  return Number(result.rows[0]?.expired ?? 0);
}

/**
 * On a free_mints row: sold out with no unit to come back now, that is no unit left and (free
 * collections) no reservation expireOverdue would return. Read in the statement that reads the row, so
 * in one snapshot: a sweep committing between two reads cannot make it say sold out while a unit is free.
 */
export const soldOutForNow = (now: Date) => sql<boolean>`(not ${unitLeft} and (list_price > 0
  or not exists (select 1 from user_reservations
    where collection_id = free_mints.id and ${overdue(now)})))`;
