// The transactions of progression changes (issue 4, and the payments of issue 5): one database
// transaction whose player events are published after the commit, and the same under the player lock,
// which every change to a player's XP, items or purchases takes first.
import type { Database } from '#db/client.ts';
import { unauthenticated } from '#errors.ts';
import { fenceEffect } from '#modules/idempotency/effect-fence.ts';
import { transactionWithEvents, type PlayerEvents } from '#realtime/player-events.ts';
import type { TxScope } from './grants.ts';
import { lockPlayer } from './store.ts';

export type PlayerTransactions = ReturnType<typeof createPlayerTransactions>;

export function createPlayerTransactions({
  db,
  events,
  now,
}: {
  db: Database;
  events: PlayerEvents;
  now: () => Date;
}) {
  /** Runs `work` in one transaction; its events are published after the commit. */
  function inTransaction<T>(work: (scope: TxScope) => Promise<T>): Promise<T> {
    return transactionWithEvents(db, events, async (tx, emit) => {
      const result = await work({ tx, emit, now: now() });
      // Last, so the idempotency key records the effect in the transaction that commits it (issue 10).
      await fenceEffect(tx);
      return result;
    });
  }

  /** Runs `work` under the player lock in one transaction (unauthenticated for an unknown player). */
  function asPlayer<T>(userId: string, work: (scope: TxScope) => Promise<T>): Promise<T> {
    return inTransaction(async (scope) => {
      if (!(await lockPlayer(scope.tx, userId))) throw unauthenticated();
      return work(scope);
    });
  }

  return { inTransaction, asPlayer };
}
