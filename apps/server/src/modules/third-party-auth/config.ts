// Third-party and partner sign-in configuration, read from the environment by src/env.ts. A provider
// without credentials stays unconfigured, so it is hidden and its routes answer 404 (issue 3 item 7).
import { z } from 'zod';
import {
  readIdentityServiceConfig,
  type IdentityServiceConfig,
} from './identity-service-config.ts';
import { oauthProviderDefinitions, type OAuthProviderDefinition } from './oauth-providers.ts';

export type OAuthProviderConfig = OAuthProviderDefinition & {
  clientId: string;
  clientSecret: string;
};
export type SteamConfig = { apiKey: string; openIdUrl: string; apiUrl: string };
export type TelegramConfig = {
  botToken: string;
  botUsername: string;
  widgetScriptUrl: string;
  maxAuthAgeSeconds: number;
};
export type PartnerConfig = {
  /** The identity provider key of the partner's players, e.g. pudgy (spec 1 §7 POST /api/pudgy). */
  providerKey: string;
  cookieName: string;
  key: string;
  issuer: string | undefined;
  audience: string | undefined;
};

export type ThirdPartyAuthConfig = {
  /** Public origin of the site, for callback URLs; the request's own origin when unset. */
  origin: string | undefined;
  /** Signs the short-lived sign-in state cookie; a random per-process key when unset. */
  stateSecret: string | undefined;
  oauth: OAuthProviderConfig[];
  steam: SteamConfig | undefined;
  telegram: TelegramConfig | undefined;
  partner: PartnerConfig | undefined;
  /** spec 2 §1: the external OpenID Connect identity service, when configured. */
  identityService?: IdentityServiceConfig | undefined;
};

const url = z.url({ protocol: /^https?$/ });
const secret = z.string().min(32, 'must be at least 32 characters');

const oauthEnvSchema = z
  .object({
    CLIENT_ID: z.string().optional(),
    CLIENT_SECRET: z.string().optional(),
    ISSUER: url.optional(),
    AUTHORIZATION_URL: url.optional(),
    TOKEN_URL: url.optional(),
    PROFILE_URL: url.optional(),
  })
  .refine((env) => Boolean(env.CLIENT_ID) === Boolean(env.CLIENT_SECRET), {
    message: 'set both CLIENT_ID and CLIENT_SECRET, or neither',
    path: ['CLIENT_SECRET'],
  });

const envSchema = z.object({
  THIRD_PARTY_AUTH_ORIGIN: url.transform((value) => new URL(value).origin).optional(),
  THIRD_PARTY_AUTH_STATE_SECRET: secret.optional(),
  STEAM_API_KEY: z.string().optional(),
  STEAM_OPENID_URL: url.default('https://steamcommunity.com/openid/login'),
  STEAM_API_URL: url.default('https://api.steampowered.com'),
  TELEGRAM_BOT_TOKEN: z
    .string()
    .regex(/^\d+:[\w-]+$/, 'must look like 123456:ABC-DEF')
    .optional(),
  TELEGRAM_BOT_USERNAME: z
    .string()
    .regex(/^\w{5,32}$/)
    .optional(),
  TELEGRAM_WIDGET_SCRIPT_URL: url.default('https://telegram.org/js/telegram-widget.js?22'),
  /** spec 2 §4 Telegram login: widget data older than this is refused (one day by default). */
  TELEGRAM_AUTH_MAX_AGE_SECONDS: z.coerce.number().int().positive().default(86_400),
  PARTNER_PROVIDER_KEY: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default('pudgy'),
  PARTNER_SESSION_COOKIE: z
    .string()
    .regex(/^[\w.-]+$/)
    .default('partner_session'),
  PARTNER_SESSION_KEY: secret.optional(),
  PARTNER_SESSION_ISSUER: z.string().optional(),
  PARTNER_SESSION_AUDIENCE: z.string().optional(),
});

function failWith(error: z.ZodError, prefix = ''): never {
  const lines = error.issues.map((issue) => `${prefix}${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid environment:\n${lines.join('\n')}`);
}

function readOAuthProvider(
  source: Record<string, string>,
  definition: OAuthProviderDefinition,
): OAuthProviderConfig | undefined {
  const prefix = `${definition.envPrefix}_`;
  const scoped = Object.fromEntries(
    Object.keys(oauthEnvSchema.shape).map((key) => [key, source[prefix + key]]),
  );
  const parsed = oauthEnvSchema.safeParse(scoped);
  if (!parsed.success) failWith(parsed.error, prefix);
  const env = parsed.data;
  if (!env.CLIENT_ID || !env.CLIENT_SECRET) return undefined;
  return {
    ...definition,
    clientId: env.CLIENT_ID,
    clientSecret: env.CLIENT_SECRET,
    issuer: env.ISSUER ?? definition.issuer,
    authorizationUrl: env.AUTHORIZATION_URL ?? definition.authorizationUrl,
    tokenUrl: env.TOKEN_URL ?? definition.tokenUrl,
    profileUrl: env.PROFILE_URL ?? definition.profileUrl,
  };
}

/** Reads the variables above; an empty variable counts as unset. Throws naming each bad one. */
export function readThirdPartyAuthConfig(
  raw: Record<string, string | undefined>,
): ThirdPartyAuthConfig {
  const source = Object.fromEntries(
    Object.entries(raw).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) failWith(parsed.error);
  const env = parsed.data;
  if (Boolean(env.TELEGRAM_BOT_TOKEN) !== Boolean(env.TELEGRAM_BOT_USERNAME))
    throw new Error('Invalid environment:\nset both TELEGRAM_BOT_TOKEN and TELEGRAM_BOT_USERNAME');
  return {
    origin: env.THIRD_PARTY_AUTH_ORIGIN,
    stateSecret: env.THIRD_PARTY_AUTH_STATE_SECRET,
    oauth: oauthProviderDefinitions.flatMap((definition) => {
      const provider = readOAuthProvider(source, definition);
      return provider ? [provider] : [];
    }),
    steam: env.STEAM_API_KEY
      ? { apiKey: env.STEAM_API_KEY, openIdUrl: env.STEAM_OPENID_URL, apiUrl: env.STEAM_API_URL }
      : undefined,
    telegram:
      env.TELEGRAM_BOT_TOKEN && env.TELEGRAM_BOT_USERNAME
        ? {
            botToken: env.TELEGRAM_BOT_TOKEN,
            botUsername: env.TELEGRAM_BOT_USERNAME,
            widgetScriptUrl: env.TELEGRAM_WIDGET_SCRIPT_URL,
            maxAuthAgeSeconds: env.TELEGRAM_AUTH_MAX_AGE_SECONDS,
          }
        : undefined,
    partner: env.PARTNER_SESSION_KEY
      ? {
          providerKey: env.PARTNER_PROVIDER_KEY,
          cookieName: env.PARTNER_SESSION_COOKIE,
          key: env.PARTNER_SESSION_KEY,
          issuer: env.PARTNER_SESSION_ISSUER,
          audience: env.PARTNER_SESSION_AUDIENCE,
        }
      : undefined,
    identityService: readIdentityServiceConfig(source),
  };
}
