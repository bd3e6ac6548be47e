// Drizzle queries of the site module.
import { desc, eq, like } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { cmsMenus, cmsPages, featureFlags } from '#db/schema/site.ts';

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

const pageColumns = {
  path: cmsPages.path,
  title: cmsPages.title,
  summary: cmsPages.summary,
  publishedAt: cmsPages.publishedAt,
  body: cmsPages.body,
};

export async function findCmsPage(db: Database, path: string) {
  const [row] = await db.select(pageColumns).from(cmsPages).where(eq(cmsPages.path, path));
  return row;
}

/** The pages under `section/`, newest first. */
export function listCmsPages(db: Database, section: string) {
  return db
    .select(pageColumns)
    .from(cmsPages)
    .where(like(cmsPages.path, `${section}/%`))
    .orderBy(desc(cmsPages.publishedAt), cmsPages.path);
}
