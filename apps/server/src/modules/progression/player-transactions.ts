// The transactions of progression changes (issue 4, and the payments of issue 5): one database
// transaction whose player events are published after the commit, and the same under the player lock,
// which every change to a player's XP, items or purchases takes first.
import type { Database } from '#db/client.ts';
import { unauthenticated } from '#errors.ts';
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
    return transactionWithEvents(db, events, (tx, emit) => work({ tx, emit, now: now() }));
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
