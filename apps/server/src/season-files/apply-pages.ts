// Applies pages.yaml: CMS pages upserted by path.
import { cmsPages } from '#db/schema/site.ts';
import { updateWhenChanged } from '#db/upsert.ts';
import type { ApplyContext } from './apply-context.ts';
import type { PagesFile } from './pages-file.ts';

export async function applyPages(context: ApplyContext, file: PagesFile): Promise<void> {
  const written = await context.tx
    .insert(cmsPages)
    .values(file.pages)
    .onConflictDoUpdate({
      target: cmsPages.path,
      ...updateWhenChanged(cmsPages, ['title', 'summary', 'publishedAt', 'body']),
    })
    .returning({ path: cmsPages.path });
  context.changes += written.length;
}
