// seasons/site.yaml: feature switches and CMS menus (spec 1 §2 Navbar, §6 feature switches).
import { z } from 'zod';

const menuHref = z.string().regex(/^(\/|https:\/\/)/, 'must be a site path or an https:// link');

const menuChildSchema = z.strictObject({
  label: z.string().min(1),
  href: menuHref,
  external: z.boolean().default(false),
});

const menuEntrySchema = z.strictObject({
  label: z.string().min(1),
  href: menuHref,
  external: z.boolean().default(false),
  children: z.array(menuChildSchema).default([]),
});

export const featureFlagsSchema = z.strictObject({
  battlePass: z.boolean().optional(),
  shop: z.boolean().optional(),
  cms: z.boolean().optional(),
  premiumPass: z.boolean().optional(),
  premiumCrypto: z.boolean().optional(),
  multiBoosterPurchaseDisabled: z.boolean().optional(),
  legendaryChestDisabled: z.boolean().optional(),
  wallSidebarLiveCollections: z.boolean().optional(),
  wallGuestCriteria: z.boolean().optional(),
  /** spec 2 §1: backend tokens (true) or the external identity service (false), when one is configured. */
  customBackendTokens: z.boolean().optional(),
  captchaFeatures: z.array(z.string().min(1)).optional(),
  /** Features that refuse a call without the device signal (header x-device-id), e.g. reserve (issue 13). */
  deviceIdFeatures: z.array(z.string().min(1)).optional(),
  /** spec 1 §5 / spec 2 §5 disabled mints: collection ids whose mint button reads MINT COMING SOON. */
  disabledMints: z.array(z.string().min(1)).optional(),
  /**
   * spec 2 §6 maintenance mode (issue 27): players see `maintenanceMessage` on every page and every
   * write is refused with maintenance-mode, reads keep working; sign-in, sign-out and operators too.
   */
  maintenanceMode: z.boolean().optional(),
  /** The text players read while maintenance mode is on (one short paragraph). */
  maintenanceMessage: z.string().trim().min(1).max(300).optional(),
  /** spec 2 §6 Telegram auth: signing in (and up) with Telegram. */
  telegramAuth: z.boolean().optional(),
  /** spec 2 §6 Telegram connect: connecting Telegram to a signed-in account. */
  telegramConnect: z.boolean().optional(),
  /** spec 2 §6 wallet verification: binding a wallet to the account by a signed challenge. */
  walletVerification: z.boolean().optional(),
});

export const siteFileSchema = z.strictObject({
  kind: z.literal('site'),
  featureFlags: featureFlagsSchema.default({}),
  /** Menu key (learn, media, ecosystem) -> entries. */
  cmsMenus: z.record(z.string().regex(/^[a-z]+$/), z.array(menuEntrySchema)).default({}),
});

export type SiteFile = z.infer<typeof siteFileSchema>;
