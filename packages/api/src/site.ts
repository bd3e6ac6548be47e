import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import { CmsMenuDocument, FeatureFlagsDocument } from './generated/graphql.ts';

export { CmsMenuDocument, FeatureFlagsDocument };
export type {
  CmsMenuQuery,
  FeatureFlagsQuery,
  MenuItemFieldsFragment,
} from './generated/graphql.ts';

export const siteKeys = {
  featureFlags: ['site', 'feature-flags'] as const,
  cmsMenu: (key: string) => ['site', 'cms-menu', key] as const,
};

/** Feature switches (spec 1 §6); they change rarely, so they stay fresh for a minute. */
export function featureFlagsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: siteKeys.featureFlags,
    queryFn: () => client.request(FeatureFlagsDocument),
    staleTime: 60_000,
  });
}

/** A CMS menu by key: learn, media or ecosystem (spec 1 §2 Navbar). */
export function cmsMenuQueryOptions(client: ApiClient, key: string) {
  return queryOptions({
    queryKey: siteKeys.cmsMenu(key),
    queryFn: () => client.request(CmsMenuDocument, { key }),
    staleTime: 5 * 60_000,
  });
}
