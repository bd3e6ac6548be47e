// The only place that reads process.env (CONVENTIONS.md): validated once, then passed around as config.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  readThirdPartyAuthConfig,
  type ThirdPartyAuthConfig,
} from '#modules/third-party-auth/config.ts';
import { readPaymentsConfig, type PaymentsConfig } from '#modules/payments/config.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  /** production unless told otherwise: masked errors, no introspection, the built front ends served. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** PostgreSQL when set; otherwise PGlite persisted in DATA_DIR (memory:// keeps it in memory). */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, '.data/pglite')),
  WEB_DIST: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  WHITE_LABEL_DIST: z.string().min(1).default(path.join(repoRoot, 'apps/white-label-pass/dist')),
  SEED_ON_START: flag.default(true),
  /** Server log level; info by default, silent in tests. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** Comma-separated origins allowed by CORS; the Vite dev servers by default. */
  CORS_ORIGINS: z
    .string()
    .default(
      'http://localhost:5173,http://127.0.0.1:5173,http://localhost:5174,http://127.0.0.1:5174',
    )
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  /** Behind a reverse proxy: take the client IP from X-Forwarded-For (rate limits are per IP). */
  TRUST_PROXY: flag.default(false),
  /** The brand in e-mails (spec: {product} is configuration). */
  PRODUCT_NAME: z.string().min(1).default('LevelUp'),
  /** Files the server writes: the mail outbox and uploaded avatars (outbox/, uploads/). */
  FILES_DIR: z.string().min(1).default(path.join(repoRoot, '.data')),
  /** HS256 key of access tokens and e-mail code hashes; required in production on PostgreSQL. */
  AUTH_SECRET: z.string().min(32).optional(),
  /** smtp://user:pass@host:587 (STARTTLS) or smtps://...:465; unset: mails go to FILES_DIR/outbox. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  /** Cloudflare Turnstile secret; the captcha is asked only for the site's captchaFeatures. */
  TURNSTILE_SECRET_KEY: z.string().min(1).optional(),
  TURNSTILE_VERIFY_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
  /** Redis for what several instances share: rate-limit counters and live player events (pub/sub). */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Requests per minute and IP on /graphql; 0 turns the limit off (benchmarks). */
  GRAPHQL_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1200),
  /** Multiplies every sign-in/sign-up/code limit (e.g. 10 for end-to-end runs); 0 turns them off. */
  AUTH_RATE_LIMIT_SCALE: z.coerce.number().min(0).default(1),
  /** Backstop of the season caches (visitor responses, season data): `season apply` clears them on
   *  every instance at once; this bounds their age if a notice is lost. 0 turns the caches off. */
  SEASON_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).default(60),
});

export type ServerConfig = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };
  webDist: string;
  whiteLabelDist: string;
  seedOnStart: boolean;
  corsOrigins: string[];
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  trustProxy: boolean;
  productName: string;
  filesDir: string;
  authSecret: string | null;
  mail: { smtpUrl: string | null; from: string };
  turnstile: { secretKey: string | null; verifyUrl: string };
  redisUrl: string | null;
  rateLimits: { graphqlPerMinute: number; authScale: number };
  /** How long season data and visitor answers may be cached; 0 = not cached. */
  seasonCacheTtlMs: number;
  /** Third-party and partner sign-in providers (src/modules/third-party-auth/config.ts). */
  thirdPartyAuth: ThirdPartyAuthConfig;
  /** Card (Stripe) and crypto (EVM) payments; null parts are not supported (src/modules/payments/config.ts). */
  payments: PaymentsConfig;
};

/** Reads and validates the environment (an empty variable counts as unset); throws naming each bad one. */
export function readEnv(source: Record<string, string | undefined> = process.env): ServerConfig {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
  }
  const env = parsed.data;
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: env.DATA_DIR === 'memory://' ? null : env.DATA_DIR },
    webDist: env.WEB_DIST,
    whiteLabelDist: env.WHITE_LABEL_DIST,
    seedOnStart: env.SEED_ON_START,
    corsOrigins: env.CORS_ORIGINS,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: env.TRUST_PROXY,
    productName: env.PRODUCT_NAME,
    filesDir: env.FILES_DIR,
    authSecret: env.AUTH_SECRET ?? null,
    mail: {
      smtpUrl: env.SMTP_URL ?? null,
      from: env.MAIL_FROM ?? `${env.PRODUCT_NAME} <no-reply@levelup.local>`,
    },
    turnstile: { secretKey: env.TURNSTILE_SECRET_KEY ?? null, verifyUrl: env.TURNSTILE_VERIFY_URL },
    redisUrl: env.REDIS_URL ?? null,
    rateLimits: {
      graphqlPerMinute: env.GRAPHQL_RATE_LIMIT_PER_MINUTE,
      authScale: env.AUTH_RATE_LIMIT_SCALE,
    },
    seasonCacheTtlMs: env.SEASON_CACHE_TTL_SECONDS * 1000,
    thirdPartyAuth: readThirdPartyAuthConfig(source),
    payments: readPaymentsConfig(source),
  };
}
