// The events of a batch that were not recorded as game events: duplicates and refusals with their
// reason (issue 14 Build 4: the event inspector shows "applied / duplicate / refused and why"). Kept
// bounded: after each batch that adds some, a studio keeps only its latest MAX_RECEIPTS_PER_STUDIO.
import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { gameEventReceipts } from '#db/schema/game-progress.ts';
import { hasForbiddenCharacters } from '#input-text.ts';

/** How many duplicates and refusals a studio's inspector can look back on. */
export const MAX_RECEIPTS_PER_STUDIO = 500;

export type GameEventReceipt = {
  eventId: string | null;
  status: 'duplicate' | 'refused';
  reason: string | null;
  message: string | null;
  identity: string | null;
  gameKey: string | null;
  type: string | null;
};

/** Readable text of a refused event, or null: control characters never reach the table (issue 27). */
const text = (value: unknown, max = 320) =>
  typeof value === 'string' && value.length > 0 && !hasForbiddenCharacters(value)
    ? value.slice(0, max)
    : null;

/** What can be read of an event that was refused (it may be malformed in any way). */
export function describeRawEvent(
  raw: unknown,
): Pick<GameEventReceipt, 'identity' | 'gameKey' | 'type'> {
  const event = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const player =
    typeof event['player'] === 'object' && event['player'] !== null
      ? (event['player'] as Record<string, unknown>)
      : {};
  const account =
    text(player['provider']) && text(player['accountId'])
      ? `${text(player['provider'])}:${text(player['accountId'])}`
      : null;
  const identity =
    text(player['email'])?.toLowerCase() ??
    account ??
    text(player['walletAddress'])?.toLowerCase() ??
    null;
  return { identity, gameKey: text(event['gameKey'], 100), type: text(event['type'], 64) };
}

/** Records the receipts (in the batch's transaction: a duplicate is one only if the batch commits). */
export async function recordReceipts(
  db: Database,
  studioId: string,
  receivedAt: Date,
  receipts: readonly GameEventReceipt[],
): Promise<void> {
  if (receipts.length === 0) return;
  await db.insert(gameEventReceipts).values(
    receipts.map((receipt) => ({
      ...receipt,
      eventId: text(receipt.eventId, 128),
      studioId,
      receivedAt,
    })),
  );
}

/**
 * Trims the studio's receipts to the latest MAX_RECEIPTS_PER_STUDIO, after the batch committed. One
 * trim per studio at a time (a transaction-scoped advisory lock; a batch that finds it taken leaves the
 * trim to the one running), so concurrent batches never lock the same old rows against each other.
 */
export async function trimReceipts(db: Database, studioId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const taken = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtext(${`game_event_receipts:${studioId}`})) as taken`,
    )) as unknown as { rows: { taken: boolean }[] };
    if (!taken.rows[0]?.taken) return;
    await tx.execute(sql`
      delete from ${gameEventReceipts}
      where studio_id = ${studioId}::uuid and id not in (
        select id from ${gameEventReceipts} where studio_id = ${studioId}::uuid
        order by received_at desc, id desc limit ${MAX_RECEIPTS_PER_STUDIO})`);
  });
}
