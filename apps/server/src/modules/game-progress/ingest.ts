// Applies a studio's batch (issue 11 §2): every event is applied exactly once per (studio, event id)
// however often it is resent. In one transaction: the known players are locked (sorted by id, so two
// batches never deadlock), the events are recorded with ON CONFLICT DO NOTHING on (studio, event id),
// and only the rows this transaction inserted reach the progress engine. A rollback therefore never
// leaves an event id recorded without its progress, or the reverse; a concurrent resend waits on the
// first one's rows and finds them duplicates.
import { asc, inArray } from 'drizzle-orm';
import { users } from '#db/schema/users.ts';
import { createProgressRecorder, type ProgressEvent } from '#modules/challenges/progress.ts';
import type { PlayerTransactions } from '#modules/progression/player-transactions.ts';
import type { Database } from '#db/client.ts';
import { insertGameEvents, type NewGameEvent } from './events-store.ts';
import { checkEvent, type EventResult, type GameEventInput } from './event-batch.ts';
import {
  describeRawEvent,
  recordReceipts,
  trimReceipts,
  type GameEventReceipt,
} from './receipts-store.ts';
import {
  findPlayers,
  identityKey,
  normalizeIdentity,
  type NormalizedIdentity,
} from './player-identities.ts';
import type { StudioRow } from './studios-store.ts';

export type IngestDeps = {
  db: Database;
  inTransaction: PlayerTransactions['inTransaction'];
  now: () => Date;
  pendingRetentionDays: number;
};

type Accepted = { index: number; event: GameEventInput; identity: NormalizedIdentity };

export function progressEventOf(row: {
  type: string;
  gameKey: string;
  value: number;
  attributes: Record<string, string | number | boolean>;
  occurredAt: Date;
}): ProgressEvent {
  return {
    type: row.type,
    gameKey: row.gameKey,
    value: row.value,
    attributes: row.attributes,
    occurredAt: row.occurredAt,
  };
}

/**
 * The existing players these identities name, each under the player lock (progression/store.ts
 * lockPlayer), taken in id order so two batches never deadlock. One identity kind (the usual batch):
 * found and locked by one query. Mixed kinds: found first, then locked together in one query.
 */
async function findAndLockPlayers(
  tx: Database,
  identities: readonly NormalizedIdentity[],
): Promise<Map<string, string>> {
  const kinds = new Set(
    identities.map((identity) => identity.kind).filter((kind) => kind !== 'wallet'),
  );
  if (kinds.size <= 1) return findPlayers(tx, identities, { lock: true });
  const found = await findPlayers(tx, identities);
  if (found.size === 0) return found;
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [...new Set(found.values())]))
    .orderBy(asc(users.id))
    .for('no key update');
  const locked = new Set(rows.map((row) => row.id));
  return new Map([...found].filter(([, userId]) => locked.has(userId)));
}

const duplicateOf = (row: NewGameEvent): GameEventReceipt => ({
  eventId: row.eventId,
  status: 'duplicate',
  reason: null,
  message: null,
  identity: row.identity,
  gameKey: row.gameKey,
  type: row.type,
});

/**
 * One result per event, in the batch's order. Duplicates and refusals are also kept as receipts for
 * the studio's event inspector (receipts-store.ts), in the same transaction as the batch's events.
 */
export async function ingestBatch(
  deps: IngestDeps,
  studio: Pick<StudioRow, 'id' | 'gameKeys'>,
  rawEvents: readonly unknown[],
): Promise<EventResult[]> {
  const checkedAt = deps.now();
  const results: (EventResult | undefined)[] = [];
  const accepted: Accepted[] = [];
  const receipts: GameEventReceipt[] = [];
  const seen = new Set<string>();
  rawEvents.forEach((raw, index) => {
    const checked = checkEvent(raw, studio.gameKeys, checkedAt);
    if (!checked.ok) {
      const { id, reason, message } = checked.result;
      receipts.push({ eventId: id, status: 'refused', reason, message, ...describeRawEvent(raw) });
      return void (results[index] = checked.result);
    }
    const { event } = checked;
    if (seen.has(event.id)) {
      receipts.push({
        eventId: event.id,
        status: 'duplicate',
        reason: null,
        message: null,
        ...describeRawEvent(raw),
      });
      return void (results[index] = { id: event.id, status: 'duplicate' });
    }
    seen.add(event.id);
    accepted.push({ index, event, identity: normalizeIdentity(event.player) });
  });
  if (accepted.length > 0) {
    const identities = accepted.map((item) => item.identity);
    await deps.inTransaction(async (scope) => {
      const players = await findAndLockPlayers(scope.tx, identities);
      const pendingUntil = new Date(
        scope.now.getTime() + deps.pendingRetentionDays * 24 * 3600 * 1000,
      );
      const rows: NewGameEvent[] = accepted.map(({ event, identity }) => {
        return {
          eventId: event.id,
          userId: players.get(identityKey(identity)) ?? null,
          identityKind: identity.kind,
          identity: identity.value,
          gameKey: event.gameKey,
          type: event.type,
          value: event.value ?? 1,
          attributes: event.attributes ?? {},
          occurredAt: new Date(event.occurredAt),
        };
      });
      const fresh = await insertGameEvents(scope.tx, {
        studioId: studio.id,
        receivedAt: scope.now,
        pendingUntil,
        events: rows,
      });
      const byPlayer = new Map<string, ProgressEvent[]>();
      rows.forEach((row, position) => {
        const { index } = accepted[position] as Accepted;
        if (!fresh.has(row.eventId)) {
          receipts.push(duplicateOf(row));
          return void (results[index] = { id: row.eventId, status: 'duplicate' });
        }
        results[index] = { id: row.eventId, status: row.userId ? 'applied' : 'pending' };
        if (!row.userId) return;
        const list = byPlayer.get(row.userId) ?? [];
        list.push(progressEventOf(row));
        byPlayer.set(row.userId, list);
      });
      // The batch's players at once: missions, daily lists and user challenges read once for all.
      await createProgressRecorder(scope).recordPlayers(byPlayer);
      await recordReceipts(scope.tx, studio.id, scope.now, receipts);
    });
  } else await recordReceipts(deps.db, studio.id, checkedAt, receipts);
  if (receipts.length > 0) await trimReceipts(deps.db, studio.id);
  // Every index got its result above: refused, a duplicate within the batch, or from the insert.
  return results as EventResult[];
}
