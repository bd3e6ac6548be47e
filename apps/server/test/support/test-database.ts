// A fresh database per test file: in-memory PGlite by default; with DATABASE_URL set, a new PostgreSQL
// database test_<random> created from it and dropped afterwards (ARCHITECTURE.md "Tests").
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle } from 'drizzle-orm/pglite';
import { inject } from 'vitest';
import { openDatabase, pgliteListen, type DatabaseHandle } from '#db/client.ts';
import { MeasuredPGlite } from '#db/pool-use.ts';
import { migrateDatabase } from '#db/migrate.ts';
import type { ServerConfig } from '#env.ts';
import { testPostgresUrl } from './env.ts';
import { databaseUrl, withAdmin } from './postgres-admin.ts';

export const postgresUrl = testPostgresUrl;

export type TestDatabase = {
  /** Where the database lives, as server config. */
  location: ServerConfig['database'];
  /** The same location as environment variables, for a child process (CLI). */
  env: Record<string, string>;
  open: (options?: { logger?: Logger }) => Promise<DatabaseHandle>;
  drop: () => Promise<void>;
};

/** Creates an empty database; `onDisk` keeps PGlite in a temporary folder a child process can open. */
export async function createTestDatabase({
  onDisk = false,
}: { onDisk?: boolean } = {}): Promise<TestDatabase> {
  if (postgresUrl) return createPostgresDatabase(postgresUrl);
  const template = inject('pgliteTemplate');
  if (!onDisk && template) return createFromTemplate(template);
  const dataDir = onDisk ? await mkdtemp(path.join(tmpdir(), 'levelup-pglite-')) : null;
  const location = { kind: 'pglite' as const, dataDir };
  return {
    location,
    env: dataDir ? { DATA_DIR: dataDir } : {},
    open: (options) => openDatabase(location, options),
    drop: async () => {
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** An in-memory PGlite loaded from the migrated template of global-setup.ts. */
async function createFromTemplate(template: string): Promise<TestDatabase> {
  const image = new Blob([await readFile(template)]);
  return {
    location: { kind: 'pglite', dataDir: null },
    env: {},
    open: async (options) => {
      const client = new MeasuredPGlite({ loadDataDir: image });
      await client.waitReady;
      return {
        kind: 'pglite',
        db: drizzle({ client, logger: options?.logger ?? false }),
        listen: pgliteListen(client),
        close: () => client.close(),
        poolUse: () => client.poolUse(),
      };
    },
    drop: async () => {},
  };
}

/**
 * A new PostgreSQL database test_<random>, copied from the migrated template of global-setup.ts (a copy
 * takes a fraction of a second; migrating takes seconds).
 */
async function createPostgresDatabase(url: string): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  await withAdmin(url, (admin) =>
    admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  const location = { kind: 'postgres' as const, url: databaseUrl(url, name), poolSize: 10 };
  return {
    location,
    env: { DATABASE_URL: location.url },
    open: (options) => openDatabase(location, options),
    drop: () =>
      withAdmin(url, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

/** Opens the database and applies the migrations. */
export async function openMigrated(
  database: TestDatabase,
  options?: { logger?: Logger },
): Promise<DatabaseHandle> {
  const handle = await database.open(options);
  await migrateDatabase(handle);
  return handle;
}
