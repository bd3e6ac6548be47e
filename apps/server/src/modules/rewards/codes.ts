// The signed-in player's redeemable codes (issue 12 Build 9): only their own, by random uuid (no
// enumeration); another player's id or a malformed one reads null, exactly like an unknown one.
import type { Database } from '#db/client.ts';
import { isUuid } from '#db/ids.ts';
import type { Item, RedeemableCode } from '#generated/resolvers.ts';
import { loadItems } from '#modules/season/items.ts';
import { findPlayerCode, listPlayerCodes, type CodeGrantRow } from './code-pool-store.ts';

function toCode(row: CodeGrantRow, items: Map<string, Item>): RedeemableCode[] {
  const item = items.get(row.groupKey);
  if (!item) return [];
  return [
    {
      id: row.id,
      groupKey: row.groupKey,
      item,
      code: row.code,
      grantedAt: row.grantedAt,
      assignedAt: row.assignedAt,
    },
  ];
}

export async function myRedeemableCodes(
  db: Database,
  userId: string,
  page: { limit: number; offset: number },
): Promise<RedeemableCode[]> {
  const rows = await listPlayerCodes(db, userId, page);
  const items = await loadItems(
    db,
    rows.map((row) => row.groupKey),
  );
  return rows.flatMap((row) => toCode(row, items));
}

export async function redeemableCode(
  db: Database,
  userId: string,
  groupKey: string,
  id: string,
): Promise<RedeemableCode | null> {
  if (!isUuid(id)) return null;
  const row = await findPlayerCode(db, userId, groupKey, id);
  if (!row) return null;
  return toCode(row, await loadItems(db, [row.groupKey]))[0] ?? null;
}
