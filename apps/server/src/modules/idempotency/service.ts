// Client idempotency keys (issue 10, Stripe's model): the first request with a key runs and its answer
// is stored; a retry with the same key and the same request gets that answer again for 24 hours; the
// same key with another request is invalid-input; a retry while the first still runs is answered
// idempotency-key-in-use at once (the client retries it a moment later with the same key).
import { randomUUID } from 'node:crypto';
import type { Database } from '#db/client.ts';
import { AppError, invalidInput } from '#errors.ts';
import { runFenced } from './effect-fence.ts';
import {
  answerKey,
  deleteExpiredKey,
  deleteExpiredKeys,
  findKey,
  insertRunningKey,
  releaseKey,
  takeOverKey,
  type KeyLease,
  type KeyScope,
} from './store.ts';

/** How long a key's answer is replayed (Stripe keeps keys 24 hours). */
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/**
 * How long a request holds its key before a retry may take it over, provided none of its effect
 * committed: far longer than any mutation runs (the Stripe client gives up after 20 s).
 */
export const LEASE_MS = 2 * 60 * 1000;

/** The Idempotency-Key header: 1 to 255 visible ASCII characters (a UUID is the usual choice). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const INVALID_KEY_MESSAGE =
  'The Idempotency-Key header must be 1 to 255 visible ASCII characters.';
export const KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used with a different request. Use a new key for a new action.';
export const KEY_IN_USE_MESSAGE =
  'This action is still being processed. Please try again in a moment.';
export const ANSWER_LOST_MESSAGE =
  'This action was already made but its answer was lost. Refresh the page to see the result.';

/** What to do with a request that carries a key. */
export type KeyClaim =
  | { kind: 'run'; held: KeyLease }
  | { kind: 'replay'; response: unknown }
  | { kind: 'refuse'; error: AppError };

export type IdempotencyKeys = ReturnType<typeof createIdempotencyKeys>;

export function isValidKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function createIdempotencyKeys({ db, now }: { db: Database; now: () => Date }) {
  const leaseUntil = (at: Date) => new Date(at.getTime() + LEASE_MS);

  /** Takes the key for this request, or says how to answer without running it. */
  async function claim(scope: KeyScope, fingerprint: string): Promise<KeyClaim> {
    const at = now();
    await deleteExpiredKeys(db, at);
    // A few rounds at most: each lost race means another request changed the key in between.
    for (let round = 0; round < 3; round += 1) {
      const lease = randomUUID();
      const inserted = await insertRunningKey(db, {
        ...scope,
        lease,
        fingerprint,
        leaseUntil: leaseUntil(at),
        now: at,
        expiresAt: new Date(at.getTime() + KEY_LIFETIME_MS),
      });
      if (inserted) return { kind: 'run', held: { ...scope, lease } };
      const row = await findKey(db, scope);
      if (!row) continue;
      if (row.expiresAt <= at) {
        await deleteExpiredKey(db, scope, at);
        continue;
      }
      if (row.fingerprint !== fingerprint)
        return { kind: 'refuse', error: invalidInput(KEY_REUSED_MESSAGE) };
      if (row.status === 'answered') return { kind: 'replay', response: row.response };
      if (row.leaseUntil && row.leaseUntil > at) return { kind: 'refuse', error: keyInUse() };
      // The holder stopped answering (its process died): its effect either committed, and its answer
      // is lost, or did not, and this request may run it.
      if (row.effectCommittedAt || !row.lease)
        return {
          kind: 'refuse',
          error: new AppError('idempotency-key-in-use', ANSWER_LOST_MESSAGE),
        };
      const held = { ...scope, lease: row.lease };
      if (await takeOverKey(db, held, { lease, leaseUntil: leaseUntil(at) }))
        return { kind: 'run', held: { ...scope, lease } };
    }
    return { kind: 'refuse', error: keyInUse() };
  }

  return {
    claim,
    /** Runs the request holding its key, so its effect transactions record themselves on it. */
    run: <T>(held: KeyLease, execute: () => Promise<T>) => runFenced(held, now, execute),
    /**
     * Ends the request: a replayable answer is stored; any other (a fault) frees the key so a retry runs
     * anew, unless part of the effect committed: then the fault is stored too, because running the
     * action again could do it twice.
     */
    async finish(held: KeyLease, response: unknown, replayable: boolean): Promise<void> {
      if (!replayable && (await releaseKey(db, held))) return;
      await answerKey(db, held, response);
    },
  };
}

function keyInUse(): AppError {
  return new AppError('idempotency-key-in-use', KEY_IN_USE_MESSAGE);
}
