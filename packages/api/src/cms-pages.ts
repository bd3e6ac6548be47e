// Issue 14 Build 5: the blog and media pages (CMS content files) by path and by section. Their
// documents are in the pages module, which only those routes load.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import { CmsPageDocument, CmsPagesDocument } from './generated/pages/graphql.ts';
import type { CmsSection } from './generated/pages/graphql.ts';

export { CmsPageDocument, CmsPagesDocument };
export type { CmsPageQuery, CmsPagesQuery, CmsSection } from './generated/pages/graphql.ts';

/** Pages change only through `season apply`: kept 5 minutes. */
const CMS_STALE_MS = 300_000;

export const cmsKeys = {
  page: (path: string) => ['cms', 'page', path] as const,
  section: (section: CmsSection) => ['cms', 'section', section] as const,
};

export function cmsPageQueryOptions(client: ApiClient, path: string) {
  return queryOptions({
    queryKey: cmsKeys.page(path),
    queryFn: async () => (await client.request(CmsPageDocument, { path })).cmsPage,
    staleTime: CMS_STALE_MS,
  });
}

export function cmsPagesQueryOptions(client: ApiClient, section: CmsSection) {
  return queryOptions({
    queryKey: cmsKeys.section(section),
    queryFn: async () => (await client.request(CmsPagesDocument, { section })).cmsPages,
    staleTime: CMS_STALE_MS,
  });
}
