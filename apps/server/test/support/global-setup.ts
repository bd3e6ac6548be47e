// Starting PGlite runs initdb, about 4 s here. Each test file needs a fresh database, so this builds one
// migrated PGlite once and saves its data directory; test files load that copy in under a second.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteListen } from '#db/client.ts';
import { migrateDatabase } from '#db/migrate.ts';
import { MeasuredPGlite } from '#db/pool-use.ts';
import { createJobQueue } from '#jobs/job-queue.ts';
import { testPostgresUrl } from './env.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory (tar), or null when the tests run on PostgreSQL. */
    pgliteTemplate: string | null;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (testPostgresUrl) {
    project.provide('pgliteTemplate', null);
    return async () => {};
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'levelup-pglite-template-'));
  const client = new MeasuredPGlite();
  await client.waitReady;
  const db = drizzle({ client });
  await migrateDatabase({
    kind: 'pglite',
    db,
    listen: pgliteListen(client),
    close: () => client.close(),
    poolUse: () => client.poolUse(),
  });
  // The job queue's tables too (pg-boss creates them on its first start, 1.5 s on PGlite).
  const jobs = createJobQueue({ database: { kind: 'pglite', dataDir: null }, db, logger: console });
  await jobs.start();
  await jobs.stop();
  const file = path.join(folder, 'migrated.tar');
  await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', file);
  return () => rm(folder, { recursive: true, force: true });
}
