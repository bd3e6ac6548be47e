import * as z from 'zod/mini';

// The only place that reads build-time configuration (CONVENTIONS.md); every value is public.
const schema = z.object({
  VITE_PRODUCT_NAME: z._default(z.string().check(z.minLength(1)), 'LevelUp'),
  /** Support's address: CONTACT SUPPORT (spec 2 §8 multi-accounting) writes to it. */
  VITE_SUPPORT_EMAIL: z._default(z.email(), 'support@example.com'),
  VITE_API_URL: z._default(z.string().check(z.minLength(1)), '/graphql'),
  /** The partner group and, optionally, the season key this deployment shows. */
  VITE_WHITE_LABEL_GROUP: z._default(z.string().check(z.minLength(1)), 'nebula-guild'),
  VITE_WHITE_LABEL_KEY: z.optional(z.string()),
  /** Where a visitor goes to sign in (the partner's main site or ours). */
  VITE_SIGN_IN_URL: z._default(z.string().check(z.minLength(1)), '/auth/login'),
  /** The partner site's sign-in page, opened in a window (spec 1 §4 Partner-site auth). */
  VITE_PARTNER_AUTH_URL: z.optional(z.string()),
  /** The partner's session cookie polled for once a second. */
  VITE_PARTNER_SESSION_COOKIE: z._default(z.string().check(z.minLength(1)), 'partner_session'),
  /** The sync endpoint (spec 1 §7 REST POST /api/pudgy). */
  VITE_PARTNER_SYNC_PATH: z._default(z.string().check(z.minLength(1)), '/api/pudgy'),
});

const parsed = schema.parse(import.meta.env);

export const env = {
  productName: parsed.VITE_PRODUCT_NAME,
  supportEmail: parsed.VITE_SUPPORT_EMAIL,
  apiUrl: parsed.VITE_API_URL,
  group: parsed.VITE_WHITE_LABEL_GROUP,
  seasonKey: parsed.VITE_WHITE_LABEL_KEY || undefined,
  signInUrl: parsed.VITE_SIGN_IN_URL,
  partnerAuthUrl: parsed.VITE_PARTNER_AUTH_URL || undefined,
  partnerSessionCookie: parsed.VITE_PARTNER_SESSION_COOKIE,
  partnerSyncPath: parsed.VITE_PARTNER_SYNC_PATH,
  basePath: import.meta.env.BASE_URL,
} as const;
