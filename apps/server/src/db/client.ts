// Opens the database: PostgreSQL through a pg Pool when DATABASE_URL is set, else embedded PGlite
// (ARCHITECTURE.md "Server": same schema, same migrations, same code on both).
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { ServerConfig } from '#env.ts';
import { listenPostgres, type StopListening } from './listen.ts';

/** The drizzle database (or an open transaction on it) every store works with. */
export type Database = PgDatabase<PgQueryResultHKT>;

/** Calls onNotice for every NOTIFY on `channel` (from this or any other process on the database). */
export type Listen = (
  channel: string,
  onNotice: () => void,
  onError: (error: Error) => void,
) => Promise<StopListening>;

export type DatabaseHandle =
  | { kind: 'postgres'; db: NodePgDatabase; listen: Listen; close: () => Promise<void> }
  | { kind: 'pglite'; db: PgliteDatabase; listen: Listen; close: () => Promise<void> };

export type OpenDatabaseOptions = {
  /** Sees every SQL statement; used by the query-count test. */
  logger?: Logger;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
};

/** Opens the configured database; a PGlite dataDir of null keeps it in memory. */
export async function openDatabase(
  database: ServerConfig['database'],
  options: OpenDatabaseOptions = {},
): Promise<DatabaseHandle> {
  const logger = options.logger ?? false;
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: database.url, max: options.maxConnections ?? 10 });
    // An idle connection that the server drops (restart, DROP DATABASE ... WITH (FORCE)) must not crash
    // the process; the pool replaces it on the next query.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePostgres({ client: pool, logger });
    const listen: Listen = (channel, onNotice, onError) =>
      listenPostgres(database.url, channel, onNotice, onError);
    return { db, kind: 'postgres', listen, close: () => pool.end() };
  }
  if (database.dataDir) mkdirSync(database.dataDir, { recursive: true });
  const client = database.dataDir ? new PGlite(database.dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite({ client, logger });
  return { db, kind: 'pglite', listen: pgliteListen(client), close: () => client.close() };
}

/** PGlite is one in-process connection: its NOTIFY reaches the listeners of the same client. */
export function pgliteListen(client: PGlite): Listen {
  return async (channel, onNotice) => {
    const unlisten = await client.listen(channel, onNotice);
    return () => unlisten();
  };
}
