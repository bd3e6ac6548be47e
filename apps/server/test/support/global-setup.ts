// Once per run: the bundle of the server and CLI that tests start as processes (server-bundle.ts), and
// the migrated database every test file starts from. Migrating one per file costs seconds (initdb and
// the migrations on PGlite, the migrations and pg-boss's tables on PostgreSQL), so this migrates one
// database once: on PGlite a saved data directory that files load in under a second; on PostgreSQL a
// template database that `CREATE DATABASE … TEMPLATE` copies (test-database.ts).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteListen, type DatabaseHandle } from '#db/client.ts';
import { migrateDatabase } from '#db/migrate.ts';
import { MeasuredPGlite } from '#db/pool-use.ts';
import { createJobQueue } from '#jobs/job-queue.ts';
import { serverRoot } from '#server-root.ts';
import { bundleServer } from '../../scripts/bundle.ts';
import { testPostgresUrl } from './env.ts';
import { databaseUrl, withAdmin } from './postgres-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of this run's bundle of the server and CLI (support/server-bundle.ts). */
    serverBundle: string;
    /** A migrated, empty PGlite data directory (tar), or null when the tests run on PostgreSQL. */
    pgliteTemplate: string | null;
    /** A migrated, empty PostgreSQL database to copy, or null when the tests run on PGlite. */
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Under apps/server, so the bundle's external packages resolve from the package's node_modules.
  const bundle = path.join(
    serverRoot,
    'node_modules/.cache/levelup-tests',
    randomBytes(6).toString('hex'),
  );
  await bundleServer(bundle);
  project.provide('serverBundle', bundle);
  const removeBundle = () => rm(bundle, { recursive: true, force: true });
  const teardown = await databaseSetup(project);
  return async () => {
    await teardown();
    await removeBundle();
  };
}

async function databaseSetup(project: TestProject): Promise<() => Promise<void>> {
  if (testPostgresUrl) return postgresSetup(project, testPostgresUrl);
  project.provide('postgresTemplate', null);
  const folder = await mkdtemp(path.join(tmpdir(), 'levelup-pglite-template-'));
  const client = new MeasuredPGlite();
  await client.waitReady;
  const handle: DatabaseHandle = {
    kind: 'pglite',
    db: drizzle({ client }),
    listen: pgliteListen(client),
    close: () => client.close(),
    poolUse: () => client.poolUse(),
  };
  await migrateWithJobTables(handle, { kind: 'pglite', dataDir: null });
  const file = path.join(folder, 'migrated.tar');
  await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', file);
  return () => rm(folder, { recursive: true, force: true });
}

async function postgresSetup(project: TestProject, url: string): Promise<() => Promise<void>> {
  project.provide('pgliteTemplate', null);
  const name = `test_template_${randomBytes(6).toString('hex')}`;
  await withAdmin(url, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const location = { kind: 'postgres' as const, url: databaseUrl(url, name), poolSize: 2 };
  const handle = await openDatabase(location);
  try {
    await migrateWithJobTables(handle, location);
  } finally {
    // A template database takes no connections while it is copied.
    await handle.close();
  }
  project.provide('postgresTemplate', name);
  return () =>
    withAdmin(url, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/** The migrations, then the job queue's tables (pg-boss creates them on its first start). */
async function migrateWithJobTables(
  handle: DatabaseHandle,
  database: Parameters<typeof createJobQueue>[0]['database'],
): Promise<void> {
  await migrateDatabase(handle);
  const jobs = createJobQueue({ database, db: handle.db, logger: console });
  await jobs.start();
  await jobs.stop();
}
