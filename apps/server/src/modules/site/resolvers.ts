// Thin resolvers of the site module.
import type { Resolvers } from '#generated/resolvers.ts';

export const siteResolvers: Resolvers = {
  Query: {
    featureFlags: (_parent, _args, { services }) => services.site.featureFlags(),
    cmsMenu: (_parent, { key }, { services }) => services.site.cmsMenu(key),
    cmsPage: (_parent, { path }, { services }) => services.site.cmsPage(path),
    cmsPages: (_parent, { section }, { services }) => services.site.cmsPages(section),
  },
};
