// The web app's build-time configuration (VITE_ variables), validated when Vite builds or serves it:
// the browser gets the checked values as constants (src/env.ts), not the validator, which kept zod in
// every page's first load (issue 10 shared part 10). Nothing secret belongs here: every VITE_ value
// ends up in the public bundle.
import * as z from 'zod/mini';

const schema = z.object({
  VITE_PRODUCT_NAME: z._default(z.string().check(z.minLength(1)), 'LevelUp'),
  VITE_API_URL: z._default(z.string().check(z.minLength(1)), '/graphql'),
  VITE_BATTLE_PASS_GROUP: z._default(z.string().check(z.minLength(1)), 'allypass'),
  /** Hosts that show the legacy-host announcement instead of the site (spec 1 §1), comma separated. */
  VITE_LEGACY_HOSTS: z._default(z.string(), 'legacy.localhost'),
  /** The larger gaming platform the legacy announcement links to. */
  VITE_PLATFORM_URL: z._default(z.url(), 'https://example.com/'),
  VITE_PLATFORM_NAME: z._default(z.string().check(z.minLength(1)), 'the Play Network'),
  VITE_BLOG_URL: z._default(z.url(), 'https://example.com/blog'),
  VITE_PRESS_URL: z._default(z.url(), 'https://example.com/press'),
  // spec 1 §2 Footer: About, Partnerships, Submit a Game and Careers (the last two are mailto links), socials.
  VITE_ABOUT_URL: z._default(z.url(), 'https://example.com/about'),
  VITE_PARTNERSHIPS_URL: z._default(z.url(), 'https://example.com/partnerships'),
  VITE_SUBMIT_GAME_EMAIL: z._default(z.email(), 'games@example.com'),
  VITE_CAREERS_EMAIL: z._default(z.email(), 'careers@example.com'),
  VITE_DISCORD_URL: z._default(z.url(), 'https://discord.com/'),
  VITE_X_URL: z._default(z.url(), 'https://x.com/'),
  VITE_LINKEDIN_URL: z._default(z.url(), 'https://www.linkedin.com/'),
  /** Support's address: CONTACT SUPPORT (spec 2 §8 multi-accounting) and privacy requests write to it. */
  VITE_SUPPORT_EMAIL: z._default(z.email(), 'support@example.com'),
  /** Cloudflare Turnstile's public site key (spec 1 §9); the captcha fails without one when it is on. */
  VITE_TURNSTILE_SITE_KEY: z.optional(z.string()),
});

/** The configuration from VITE_ variables (Vite's loadEnv), defaults filled in. */
export function readBuildEnv(source: Record<string, string | undefined>) {
  const parsed = schema.parse(source);
  return {
    productName: parsed.VITE_PRODUCT_NAME,
    apiUrl: parsed.VITE_API_URL,
    battlePassGroup: parsed.VITE_BATTLE_PASS_GROUP,
    legacyHosts: parsed.VITE_LEGACY_HOSTS.split(',')
      .map((host) => host.trim())
      .filter(Boolean),
    platformUrl: parsed.VITE_PLATFORM_URL,
    platformName: parsed.VITE_PLATFORM_NAME,
    blogUrl: parsed.VITE_BLOG_URL,
    pressUrl: parsed.VITE_PRESS_URL,
    aboutUrl: parsed.VITE_ABOUT_URL,
    partnershipsUrl: parsed.VITE_PARTNERSHIPS_URL,
    submitGameEmail: parsed.VITE_SUBMIT_GAME_EMAIL,
    careersEmail: parsed.VITE_CAREERS_EMAIL,
    discordUrl: parsed.VITE_DISCORD_URL,
    xUrl: parsed.VITE_X_URL,
    linkedInUrl: parsed.VITE_LINKEDIN_URL,
    supportEmail: parsed.VITE_SUPPORT_EMAIL,
    turnstileSiteKey: parsed.VITE_TURNSTILE_SITE_KEY || undefined,
  } as const;
}

export type AppEnv = ReturnType<typeof readBuildEnv>;
