// Drizzle queries of redeemable code pools (issue 12 Build 9): codes per group key, the grants that
// hold them, and the pending grants waiting for an import. Assignment takes unused codes with
// FOR UPDATE SKIP LOCKED, so two transactions never take the same code and neither waits for the other.
import { and, asc, desc, eq, inArray, isNull, like, notExists, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { items } from '#db/schema/catalog.ts';
import { redeemableCodeGrants, redeemableCodes } from '#db/schema/rewards.ts';

export type CodeGrantRow = {
  id: string;
  groupKey: string;
  grantKey: string;
  code: string | null;
  grantedAt: Date;
  assignedAt: Date | null;
};

/** Inserts `count` grant rows for one ledger grant; their ids in position order (none when present). */
export async function insertGrants(
  tx: Database,
  grant: { userId: string; groupKey: string; grantKey: string; count: number; at: Date },
): Promise<string[]> {
  const rows = await tx
    .insert(redeemableCodeGrants)
    .values(
      Array.from({ length: grant.count }, (_, position) => ({
        userId: grant.userId,
        groupKey: grant.groupKey,
        grantKey: grant.grantKey,
        position,
        grantedAt: grant.at,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: redeemableCodeGrants.id, position: redeemableCodeGrants.position });
  return rows.sort((a, b) => a.position - b.position).map((row) => row.id);
}

/** Locks up to `limit` unused codes of a group, oldest first, skipping codes other transactions hold. */
export async function lockUnusedCodes(
  tx: Database,
  groupKey: string,
  limit: number,
): Promise<string[]> {
  if (limit <= 0) return [];
  const rows = await tx
    .select({ id: redeemableCodes.id })
    .from(redeemableCodes)
    .where(and(eq(redeemableCodes.groupKey, groupKey), isNull(redeemableCodes.grantId)))
    .orderBy(asc(redeemableCodes.importedAt), asc(redeemableCodes.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((row) => row.id);
}

/** Gives each grant one of the locked codes (pairs in order); returns how many were paired. */
export async function assignCodes(
  tx: Database,
  pairs: { codeId: string; grantId: string }[],
  at: Date,
): Promise<number> {
  for (const { codeId, grantId } of pairs) {
    await tx
      .update(redeemableCodes)
      .set({ grantId, assignedAt: at })
      .where(and(eq(redeemableCodes.id, codeId), isNull(redeemableCodes.grantId)));
  }
  return pairs.length;
}

/** Locks the group's grants still waiting for a code, oldest first (issue 12: imports fill them). */
export async function lockPendingGrants(
  tx: Database,
  groupKey: string,
  limit: number,
): Promise<string[]> {
  if (limit <= 0) return [];
  const rows = await tx
    .select({ id: redeemableCodeGrants.id })
    .from(redeemableCodeGrants)
    .where(
      and(
        eq(redeemableCodeGrants.groupKey, groupKey),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(redeemableCodes)
            .where(eq(redeemableCodes.grantId, redeemableCodeGrants.id)),
        ),
      ),
    )
    .orderBy(asc(redeemableCodeGrants.grantedAt), asc(redeemableCodeGrants.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((row) => row.id);
}

/** Inserts codes, skipping those already in any pool; the codes written. */
export async function insertCodes(
  tx: Database,
  groupKey: string,
  codes: string[],
  at: Date,
): Promise<number> {
  let written = 0;
  // Chunks keep each statement's parameter count small (a file may hold many thousands of codes).
  for (let start = 0; start < codes.length; start += 1000) {
    const chunk = codes.slice(start, start + 1000);
    const rows = await tx
      .insert(redeemableCodes)
      .values(chunk.map((code) => ({ groupKey, code, importedAt: at })))
      .onConflictDoNothing({ target: redeemableCodes.code })
      .returning({ id: redeemableCodes.id });
    written += rows.length;
  }
  return written;
}

/** Unused codes per REDEEMABLE_CODE item (0 for a pool never imported): the low-pool gauge and warning. */
export async function countUnusedCodes(
  db: Database,
): Promise<{ groupKey: string; unused: number }[]> {
  return db
    .select({
      groupKey: items.itemKey,
      unused: sql<number>`count(${redeemableCodes.id})::int`,
    })
    .from(items)
    .leftJoin(
      redeemableCodes,
      and(eq(redeemableCodes.groupKey, items.itemKey), isNull(redeemableCodes.grantId)),
    )
    .where(eq(items.type, 'REDEEMABLE_CODE'))
    .groupBy(items.itemKey)
    .orderBy(items.itemKey);
}

export async function countPendingGrants(db: Database, groupKey: string): Promise<number> {
  const [row] = await db
    .select({ pending: sql<number>`count(*)::int` })
    .from(redeemableCodeGrants)
    .where(
      and(
        eq(redeemableCodeGrants.groupKey, groupKey),
        notExists(
          db
            .select({ one: sql`1` })
            .from(redeemableCodes)
            .where(eq(redeemableCodes.grantId, redeemableCodeGrants.id)),
        ),
      ),
    );
  return row?.pending ?? 0;
}

const grantColumns = {
  id: redeemableCodeGrants.id,
  groupKey: redeemableCodeGrants.groupKey,
  grantKey: redeemableCodeGrants.grantKey,
  code: redeemableCodes.code,
  grantedAt: redeemableCodeGrants.grantedAt,
  assignedAt: redeemableCodes.assignedAt,
};

/** The player's codes, newest first. */
export function listPlayerCodes(
  db: Database,
  userId: string,
  page: { limit: number; offset: number },
): Promise<CodeGrantRow[]> {
  return db
    .select(grantColumns)
    .from(redeemableCodeGrants)
    .leftJoin(redeemableCodes, eq(redeemableCodes.grantId, redeemableCodeGrants.id))
    .where(eq(redeemableCodeGrants.userId, userId))
    .orderBy(
      desc(redeemableCodeGrants.grantedAt),
      desc(redeemableCodeGrants.grantKey),
      asc(redeemableCodeGrants.position),
    )
    .limit(page.limit)
    .offset(page.offset);
}

/** One code, only when it belongs to the player (issue 12: never someone else's). */
export async function findPlayerCode(
  db: Database,
  userId: string,
  groupKey: string,
  id: string,
): Promise<CodeGrantRow | null> {
  const [row] = await db
    .select(grantColumns)
    .from(redeemableCodeGrants)
    .leftJoin(redeemableCodes, eq(redeemableCodes.grantId, redeemableCodeGrants.id))
    .where(
      and(
        eq(redeemableCodeGrants.id, id),
        eq(redeemableCodeGrants.userId, userId),
        eq(redeemableCodeGrants.groupKey, groupKey),
      ),
    );
  return row ?? null;
}

/** The player's code ids per grant key, position order (REDEEMABLE_CODE_ID of collected rewards). */
export async function codeIdsByGrantKey(
  db: Database,
  userId: string,
  grantKeys: { exact?: string[]; prefix?: string },
): Promise<Map<string, string[]>> {
  const byKey = grantKeys.exact ?? [];
  if (byKey.length === 0 && !grantKeys.prefix) return new Map();
  const rows = await db
    .select({
      id: redeemableCodeGrants.id,
      grantKey: redeemableCodeGrants.grantKey,
      position: redeemableCodeGrants.position,
    })
    .from(redeemableCodeGrants)
    .where(
      and(
        eq(redeemableCodeGrants.userId, userId),
        grantKeys.prefix
          ? like(redeemableCodeGrants.grantKey, `${grantKeys.prefix}%`)
          : inArray(redeemableCodeGrants.grantKey, byKey),
      ),
    )
    .orderBy(asc(redeemableCodeGrants.grantKey), asc(redeemableCodeGrants.position));
  const map = new Map<string, string[]>();
  for (const row of rows) map.set(row.grantKey, [...(map.get(row.grantKey) ?? []), row.id]);
  return map;
}
