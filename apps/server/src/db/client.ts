// Opens the database: PostgreSQL through a pg Pool when DATABASE_URL is set, else embedded PGlite
// (ARCHITECTURE.md "Server": same schema, same migrations, same code on both).
import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { ServerConfig } from '#env.ts';
import { MeasuredPGlite, pgPoolUse, type PoolUse } from './pool-use.ts';
import { retryReadsOnConnectionLoss } from './retry-reads.ts';
import { listenPostgres, type StopListening } from './listen.ts';

/** The drizzle database (or an open transaction on it) every store works with. */
export type Database = PgDatabase<PgQueryResultHKT>;

/** Calls onNotice for every NOTIFY on `channel` (from this or any other process on the database). */
export type Listen = (
  channel: string,
  onNotice: () => void,
  onError: (error: Error) => void,
) => Promise<StopListening>;

export type DatabaseHandle = (
  { kind: 'postgres'; db: NodePgDatabase } | { kind: 'pglite'; db: PgliteDatabase }
) & {
  close: () => Promise<void>;
  /** Connections in use and queries waiting for one (./pool-use.ts). */
  poolUse: () => PoolUse;
  /** NOTIFY listening (./listen.ts): season apply announces its changes. */
  listen: Listen;
};

export type OpenDatabaseOptions = {
  /** Sees every SQL statement; used by the query-count test. */
  logger?: Logger;
  /** Pool size for PostgreSQL, in place of the configured one (the CLI needs one). */
  maxConnections?: number;
};

/** Opens the configured database; a PGlite dataDir of null keeps it in memory. */
export async function openDatabase(
  database: ServerConfig['database'],
  options: OpenDatabaseOptions = {},
): Promise<DatabaseHandle> {
  const logger = options.logger ?? false;
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: database.url,
      max: options.maxConnections ?? database.poolSize,
    });
    // A connection the server drops (restart, pg_terminate_backend, DROP DATABASE ... WITH (FORCE))
    // must not crash the process (issue 10 fault 1). pg emits 'error' on the client whether it is idle
    // in the pool (the pool's own listener) or checked out for a transaction (no listener of the
    // pool's then): every client gets one for its whole life. The query in flight rejects on its own
    // (the request answers `unexpected`, or a plain read runs again), and the pool discards the broken
    // client when it is released.
    const connectionLost = (error: Error) =>
      console.error(`PostgreSQL connection lost: ${error.message}`);
    pool.on('error', connectionLost);
    pool.on('connect', (client) => client.on('error', connectionLost));
    retryReadsOnConnectionLoss(pool);
    const db = drizzlePostgres({ client: pool, logger });
    const listen: Listen = (channel, onNotice, onError) =>
      listenPostgres(database.url, channel, onNotice, onError);
    return { db, kind: 'postgres', listen, close: () => pool.end(), poolUse: pgPoolUse(pool) };
  }
  if (database.dataDir) mkdirSync(database.dataDir, { recursive: true });
  const client = database.dataDir ? new MeasuredPGlite(database.dataDir) : new MeasuredPGlite();
  await client.waitReady;
  const db = drizzlePglite({ client, logger });
  return {
    db,
    kind: 'pglite',
    listen: pgliteListen(client),
    close: () => client.close(),
    poolUse: () => client.poolUse(),
  };
}

/** PGlite is one in-process connection: its NOTIFY reaches the listeners of the same client. */
export function pgliteListen(client: PGlite): Listen {
  return async (channel, onNotice) => {
    const unlisten = await client.listen(channel, onNotice);
    // A closed database has no listeners left to remove (the app closing after its database).
    return async () => {
      if (!client.closed) await unlisten();
    };
  };
}
