// Applies site.yaml: feature flags and CMS menus, upserted by key.
import { cmsMenus, featureFlags } from '#db/schema/site.ts';
import { updateWhenChanged } from '#db/upsert.ts';
import type { ApplyContext } from './apply-context.ts';
import type { SiteFile } from './site-file.ts';

export async function applySite(context: ApplyContext, file: SiteFile): Promise<void> {
  const flags = Object.entries(file.featureFlags).flatMap(([key, value]) =>
    value === undefined ? [] : [{ key, value }],
  );
  if (flags.length > 0) {
    const written = await context.tx
      .insert(featureFlags)
      .values(flags)
      .onConflictDoUpdate({
        target: featureFlags.key,
        ...updateWhenChanged(featureFlags, ['value']),
      })
      .returning({ key: featureFlags.key });
    context.changes += written.length;
  }
  const menus = Object.entries(file.cmsMenus).map(([key, entries]) => ({ key, items: entries }));
  if (menus.length > 0) {
    const written = await context.tx
      .insert(cmsMenus)
      .values(menus)
      .onConflictDoUpdate({ target: cmsMenus.key, ...updateWhenChanged(cmsMenus, ['items']) })
      .returning({ key: cmsMenus.key });
    context.changes += written.length;
  }
}
