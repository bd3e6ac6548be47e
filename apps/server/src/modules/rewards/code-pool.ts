// Redeemable code pools (issue 12 Build 9): every grant of a REDEEMABLE_CODE item — a battle pass
// claim, a challenge reward, a chest, an operator grant — takes `amount` unused codes of the item's pool
// in the grant's transaction, exactly once per grant idempotency key (grants.ts calls this only when
// the ledger entry was written). A short pool leaves pending grants (no code yet), filled oldest first
// by the next import. FOR UPDATE SKIP LOCKED: never the same code to two players, even under
// concurrency (the unique redeemable_codes.grant_id backs it).
import { and, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { items } from '#db/schema/catalog.ts';
import { invalidInput } from '#errors.ts';
import {
  assignCodes,
  countPendingGrants,
  countUnusedCodes,
  insertCodes,
  insertGrants,
  lockPendingGrants,
  lockUnusedCodes,
} from './code-pool-store.ts';

export type CodeGrant = {
  userId: string;
  /** The REDEEMABLE_CODE item's key. */
  groupKey: string;
  /** The ledger idempotency key of the grant. */
  grantKey: string;
  amount: number;
};

/** The ids of the player's new codes (REDEEMABLE_CODE_ID), assigned or pending. Call inside the grant's transaction. */
export async function grantCodes(tx: Database, grant: CodeGrant, at: Date): Promise<string[]> {
  const grantIds = await insertGrants(tx, {
    userId: grant.userId,
    groupKey: grant.groupKey,
    grantKey: grant.grantKey,
    count: grant.amount,
    at,
  });
  const codeIds = await lockUnusedCodes(tx, grant.groupKey, grantIds.length);
  await assignCodes(tx, pair(codeIds, grantIds), at);
  return grantIds;
}

function pair(codeIds: string[], grantIds: string[]) {
  return codeIds.slice(0, grantIds.length).map((codeId, index) => ({
    codeId,
    grantId: grantIds[index] as string,
  }));
}

export type CodeImport = {
  /** Codes new to the pools. */
  imported: number;
  /** Codes already in a pool, or repeated in the file. */
  duplicates: number;
  /** Pending grants that got a code. */
  pendingFilled: number;
  /** Grants of this group still waiting (the pool ran out again). */
  pendingLeft: number;
};

/** Lines (or the first CSV column) without blanks, surrounding quotes or a `code` header. */
export function parseCodes(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) =>
      (line.split(',')[0] ?? '')
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim(),
    )
    .filter((code, index) => code !== '' && !(index === 0 && code.toLowerCase() === 'code'));
}

/** Imports codes into a pool and fills its pending grants oldest first, in one transaction. */
export async function importCodes(
  db: Database,
  groupKey: string,
  codes: string[],
  at: Date,
): Promise<CodeImport> {
  const unique = [...new Set(codes)];
  return db.transaction(async (tx) => {
    const imported = await insertCodes(tx, groupKey, unique, at);
    const pending = await lockPendingGrants(tx, groupKey, Number.MAX_SAFE_INTEGER);
    const free = await lockUnusedCodes(tx, groupKey, pending.length);
    const pendingFilled = await assignCodes(tx, pair(free, pending), at);
    return {
      imported,
      duplicates: codes.length - imported,
      pendingFilled,
      pendingLeft: await countPendingGrants(tx, groupKey),
    };
  });
}

export type PoolImport = CodeImport & { groupKey: string; unused: number };

/**
 * The operator's import (`levelup codes import`, through the server or the database): invalid-input
 * unless the group key is a REDEEMABLE_CODE item; answers the pool's unused codes after it.
 */
export async function importCodePool(
  db: Database,
  groupKey: string,
  codes: string[],
  at: Date,
): Promise<PoolImport> {
  const [item] = await db
    .select({ itemKey: items.itemKey })
    .from(items)
    .where(and(eq(items.itemKey, groupKey), eq(items.type, 'REDEEMABLE_CODE')));
  if (!item) throw invalidInput(`"${groupKey}" is not a REDEEMABLE_CODE item of the catalog.`);
  const imported = await importCodes(db, groupKey, codes, at);
  const pool = (await countUnusedCodes(db)).find((row) => row.groupKey === groupKey);
  return { ...imported, groupKey, unused: pool?.unused ?? 0 };
}
