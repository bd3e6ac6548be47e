// Ties a request's idempotency key to the transactions of its effect (issue 10 exactly-once): while an
// idempotent mutation runs, each of its effect transactions (progression's inTransaction) records on
// the key, in the same transaction, that the effect commits; it rolls back if the request no longer
// holds the key. So a retry knows for sure whether the first run's effect committed.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from '#db/client.ts';
import { markEffectCommitted, type KeyLease } from './store.ts';

type Fence = { held: KeyLease; now: () => Date; open: boolean };

const currentFence = new AsyncLocalStorage<Fence>();

/** The request lost its key while it ran (its lease ran out and a retry took it over). */
export class KeyLostError extends Error {
  constructor() {
    super('the idempotency key was taken over by a retry; this run rolls back');
    this.name = 'KeyLostError';
  }
}

/** Runs the request under its key; work started from it after it ends is not fenced (timers). */
export async function runFenced<T>(
  held: KeyLease,
  now: () => Date,
  run: () => Promise<T>,
): Promise<T> {
  const fence: Fence = { held, now, open: true };
  try {
    return await currentFence.run(fence, run);
  } finally {
    fence.open = false;
  }
}

/** Call last inside every effect transaction; a no-op outside an idempotent request. */
export async function fenceEffect(tx: Database): Promise<void> {
  const fence = currentFence.getStore();
  if (!fence?.open) return;
  if (!(await markEffectCommitted(tx, fence.held, fence.now()))) throw new KeyLostError();
}
