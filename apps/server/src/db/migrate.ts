// Applies the committed drizzle-kit migrations (apps/server/drizzle) with drizzle's own migrators.
import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { serverRoot } from '#server-root.ts';
import type { DatabaseHandle } from './client.ts';

const migrationsFolder = path.join(serverRoot, 'drizzle');

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') await migratePglite(handle.db, { migrationsFolder });
  else await migratePostgres(handle.db, { migrationsFolder });
}
