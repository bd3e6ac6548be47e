// Site shell: feature switches (spec 1 §6, spec 2 §6), CMS menus (spec 1 §2 Navbar) and CMS pages
// (issue 14 Build 5: the blog and media sections).
import type { Database } from '#db/client.ts';
import type { CmsMenu, CmsPage, CmsSection, FeatureFlags } from '#generated/resolvers.ts';
import { CMS_PAGE_PATH } from '#season-files/pages-file.ts';
import { findCmsMenu, findCmsPage, listCmsPages, listFeatureFlags } from './store.ts';

/**
 * spec 2 §6 maintenance mode: what players read when site.yaml gives no maintenanceMessage (issue 27).
 */
export const DEFAULT_MAINTENANCE_MESSAGE =
  "We're doing some maintenance. You can look around, but rewards, purchases and other changes are paused until we're back.";

/**
 * A switch missing from the database is off, no feature asks for a captcha; the switches that keep an
 * existing feature working (Telegram, wallet verification; spec 2 §6) are on until site.yaml says not.
 */
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
  disabledMints: [],
  customBackendTokens: true,
  maintenanceMode: false,
  maintenanceMessage: DEFAULT_MAINTENANCE_MESSAGE,
  telegramAuth: true,
  telegramConnect: true,
  walletVerification: true,
};

/** spec 2 §6 maintenance mode as the write guard reads it (src/http/maintenance-guard.ts). */
export type MaintenanceState = { on: boolean; message: string };

/** The list switches; every other key is a boolean switch. */
const LIST_FLAGS = ['captchaFeatures', 'disabledMints'] as const;
type ListFlag = (typeof LIST_FLAGS)[number];
const isListFlag = (key: string): key is ListFlag =>
  (LIST_FLAGS as readonly string[]).includes(key);

export type SiteService = ReturnType<typeof createSiteService>;

export function createSiteService(
  db: Database,
  {
    captchaSiteKey = null,
    identityService = null,
  }: {
    captchaSiteKey?: string | null;
    /** spec 2 §1: the external identity service's configuration default, null when there is none. */
    identityService?: { customBackendTokensByDefault: boolean } | null;
  } = {},
) {
  /** The maintenance switch as last read; null: read it again (see `maintenance`). */
  let maintenanceRead: Promise<MaintenanceState> | null = null;
  const service = {
    async featureFlags(): Promise<FeatureFlags> {
      const flags: FeatureFlags = {
        ...flagDefaults,
        captchaSiteKey,
        customBackendTokens: identityService?.customBackendTokensByDefault ?? true,
      };
      for (const { key, value } of await listFeatureFlags(db)) {
        if (isListFlag(key)) flags[key] = Array.isArray(value) ? value : [];
        else if (key === 'maintenanceMessage' && typeof value === 'string') flags[key] = value;
        else if (isBooleanFlag(key) && typeof value === 'boolean') flags[key] = value;
      }
      // spec 2 §1: without an identity service our backend tokens are the only way to sign in.
      if (!identityService) flags.customBackendTokens = true;
      return flags;
    },

    /**
     * spec 2 §6 maintenance mode, as the write guard asks it on every write. Read once and kept until
     * the season data changes (`forgetMaintenance`, which reads it again at once: `season apply`'s
     * change notice on every instance, and this instance's operator data-files route before it
     * answers), so a write — a hot drop's thousand reserves — costs no extra query, and switching it
     * off still needs no restart.
     */
    maintenance(): Promise<MaintenanceState> {
      maintenanceRead ??= service.featureFlags().then(
        (flags) => ({ on: flags.maintenanceMode, message: flags.maintenanceMessage }),
        (error: unknown) => {
          maintenanceRead = null;
          throw error;
        },
      );
      return maintenanceRead;
    },

    /** The season data changed: the maintenance switch is read again now, once for every write. */
    forgetMaintenance(): Promise<MaintenanceState> {
      maintenanceRead = null;
      return service.maintenance();
    },

    async cmsMenu(key: string): Promise<CmsMenu | null> {
      return (await findCmsMenu(db, key)) ?? null;
    },

    /** A page by path; a path no page can have (see pages-file.ts) is simply not found. */
    async cmsPage(path: string): Promise<CmsPage | null> {
      if (!CMS_PAGE_PATH.test(path)) return null;
      return (await findCmsPage(db, path)) ?? null;
    },

    cmsPages: (section: CmsSection): Promise<CmsPage[]> => listCmsPages(db, section),
  };
  return service;
}

type BooleanFlag = Exclude<
  keyof FeatureFlags,
  ListFlag | 'captchaSiteKey' | 'maintenanceMessage' | '__typename'
>;

function isBooleanFlag(key: string): key is BooleanFlag {
  return key in flagDefaults && !isListFlag(key) && key !== 'maintenanceMessage';
}
