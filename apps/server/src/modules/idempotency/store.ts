// SQL of the idempotency keys (issue 10). Every change to a running key is conditional on its lease, so
// a request that lost its key (taken over after its lease ran out) can change nothing.
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { idempotencyKeys } from '#db/schema/idempotency-keys.ts';

/** Which key: the player, the idempotent mutation fields and the client's key. */
export type KeyScope = { userId: string; operation: string; key: string };

/** A key held by one request. */
export type KeyLease = KeyScope & { lease: string };

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

/** Expired keys removed per new key: the table is cleaned as it is used, without a job. */
const EXPIRED_REMOVED_PER_INSERT = 100;

const byScope = ({ userId, operation, key }: KeyScope) =>
  and(
    eq(idempotencyKeys.userId, userId),
    eq(idempotencyKeys.operation, operation),
    eq(idempotencyKeys.key, key),
  );

const byLease = (held: KeyLease) => and(byScope(held), eq(idempotencyKeys.lease, held.lease));

/** Removes some expired keys of anyone (lazy clean-up, bounded per call). */
export async function deleteExpiredKeys(db: Database, now: Date): Promise<void> {
  await db.execute(sql`
    delete from ${idempotencyKeys} where (user_id, operation, key) in (
      select user_id, operation, key from ${idempotencyKeys}
      where expires_at <= ${now.toISOString()}::timestamptz
      limit ${EXPIRED_REMOVED_PER_INSERT})`);
}

/** Inserts a running key; false when the key exists already. */
export async function insertRunningKey(
  db: Database,
  values: KeyLease & { fingerprint: string; leaseUntil: Date; now: Date; expiresAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({
      userId: values.userId,
      operation: values.operation,
      key: values.key,
      fingerprint: values.fingerprint,
      status: 'running',
      lease: values.lease,
      leaseUntil: values.leaseUntil,
      createdAt: values.now,
      expiresAt: values.expiresAt,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length === 1;
}

export async function findKey(db: Database, scope: KeyScope): Promise<IdempotencyKeyRow | null> {
  const [row] = await db.select().from(idempotencyKeys).where(byScope(scope));
  return row ?? null;
}

/** Deletes the key if it has expired by `now`. */
export async function deleteExpiredKey(db: Database, scope: KeyScope, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(and(byScope(scope), lte(idempotencyKeys.expiresAt, now)));
}

/**
 * Gives a running key whose lease ran out to a new request, only if nothing of its effect committed
 * (then its old holder's transactions can no longer commit). False when another request was faster.
 */
export async function takeOverKey(
  db: Database,
  held: KeyLease,
  next: { lease: string; leaseUntil: Date },
): Promise<boolean> {
  const taken = await db
    .update(idempotencyKeys)
    .set({ lease: next.lease, leaseUntil: next.leaseUntil })
    .where(
      and(
        byLease(held),
        eq(idempotencyKeys.status, 'running'),
        isNull(idempotencyKeys.effectCommittedAt),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return taken.length === 1;
}

/**
 * Inside an effect transaction: records that the request's effect commits with it. False when the
 * request no longer holds the key (the transaction must then roll back).
 */
export async function markEffectCommitted(
  tx: Database,
  held: KeyLease,
  now: Date,
): Promise<boolean> {
  const marked = await tx
    .update(idempotencyKeys)
    .set({
      effectCommittedAt: sql`coalesce(${idempotencyKeys.effectCommittedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(and(byLease(held), eq(idempotencyKeys.status, 'running')))
    .returning({ key: idempotencyKeys.key });
  return marked.length === 1;
}

/** Stores the answer that retries replay and ends the lease. */
export async function answerKey(db: Database, held: KeyLease, response: unknown): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status: 'answered', response, lease: null, leaseUntil: null })
    .where(byLease(held));
}

/** Frees a key none of whose effect committed, so that a retry runs anew; false if some did. */
export async function releaseKey(db: Database, held: KeyLease): Promise<boolean> {
  const released = await db
    .delete(idempotencyKeys)
    .where(and(byLease(held), isNull(idempotencyKeys.effectCommittedAt)))
    .returning({ key: idempotencyKeys.key });
  return released.length === 1;
}
