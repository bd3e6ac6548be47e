// Opens the database: PostgreSQL through a pg Pool when DATABASE_URL is set, else embedded PGlite
// (ARCHITECTURE.md "Server": same schema, same migrations, same code on both).
import { mkdirSync } from 'node:fs';
import type { Logger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { ServerConfig } from '#env.ts';
import { MeasuredPGlite, pgPoolUse, type PoolUse } from './pool-use.ts';

/** The drizzle database (or an open transaction on it) every store works with. */
export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseHandle = (
  { kind: 'postgres'; db: NodePgDatabase } | { kind: 'pglite'; db: PgliteDatabase }
) & {
  close: () => Promise<void>;
  /** Connections in use and queries waiting for one (./pool-use.ts). */
  poolUse: () => PoolUse;
};

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
    return { db, kind: 'postgres', close: () => pool.end(), poolUse: pgPoolUse(pool) };
  }
  if (database.dataDir) mkdirSync(database.dataDir, { recursive: true });
  const client = database.dataDir ? new MeasuredPGlite(database.dataDir) : new MeasuredPGlite();
  await client.waitReady;
  const db = drizzlePglite({ client, logger });
  return { db, kind: 'pglite', close: () => client.close(), poolUse: () => client.poolUse() };
}
