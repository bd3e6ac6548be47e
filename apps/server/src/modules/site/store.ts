// Drizzle queries of the site module.
import { eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { cmsMenus, featureFlags } from '#db/schema/site.ts';

export function listFeatureFlags(db: Database) {
  return db.select({ key: featureFlags.key, value: featureFlags.value }).from(featureFlags);
}

export async function findCmsMenu(db: Database, key: string) {
  const [row] = await db
    .select({ key: cmsMenus.key, items: cmsMenus.items })
    .from(cmsMenus)
    .where(eq(cmsMenus.key, key));
  return row;
}
