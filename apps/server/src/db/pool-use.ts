// How busy the database connections are, for load shedding (http/overload.ts) and /metrics: connections
// in the pool, idle ones, and queries waiting for one (issue 10 "Overload protection", "Observability").
import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

export type PoolUse = { total: number; idle: number; waiting: number };

/** A pg Pool's own counts. */
export function pgPoolUse(pool: pg.Pool): () => PoolUse {
  return () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
}

/**
 * PGlite has one connection; every query, exec and transaction runs one at a time through its
 * `_runExclusiveTransaction` lock. This counts the callers inside it: one holds the connection, the
 * rest wait, as queries wait for a pg Pool connection.
 */
export class MeasuredPGlite extends PGlite {
  #inside = 0;

  override async _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T> {
    this.#inside += 1;
    try {
      return await super._runExclusiveTransaction(work);
    } finally {
      this.#inside -= 1;
    }
  }

  poolUse(): PoolUse {
    return {
      total: 1,
      idle: this.#inside === 0 ? 1 : 0,
      waiting: Math.max(0, this.#inside - 1),
    };
  }
}
