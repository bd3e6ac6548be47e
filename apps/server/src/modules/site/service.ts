// Site shell: feature switches (spec 1 §6, spec 2 §6) and CMS menus (spec 1 §2 Navbar).
import type { Database } from '#db/client.ts';
import type { CmsMenu, FeatureFlags } from '#generated/resolvers.ts';
import { findCmsMenu, listFeatureFlags } from './store.ts';

/** A switch missing from the database is off; no feature asks for a captcha. */
const flagDefaults: FeatureFlags = {
  battlePass: false,
  shop: false,
  cms: false,
  premiumPass: false,
  premiumCrypto: false,
  multiBoosterPurchaseDisabled: false,
  legendaryChestDisabled: false,
  wallSidebarLiveCollections: false,
  wallGuestCriteria: false,
  captchaFeatures: [],
};

export type SiteService = ReturnType<typeof createSiteService>;

export function createSiteService(db: Database) {
  return {
    async featureFlags(): Promise<FeatureFlags> {
      const flags: FeatureFlags = { ...flagDefaults };
      for (const { key, value } of await listFeatureFlags(db)) {
        if (key === 'captchaFeatures') flags.captchaFeatures = Array.isArray(value) ? value : [];
        else if (isBooleanFlag(key) && typeof value === 'boolean') flags[key] = value;
      }
      return flags;
    },

    async cmsMenu(key: string): Promise<CmsMenu | null> {
      return (await findCmsMenu(db, key)) ?? null;
    },
  };
}

type BooleanFlag = Exclude<keyof FeatureFlags, 'captchaFeatures' | '__typename'>;

function isBooleanFlag(key: string): key is BooleanFlag {
  return key in flagDefaults && key !== 'captchaFeatures';
}
