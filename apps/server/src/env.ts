// The only place that reads process.env (CONVENTIONS.md): validated once, then passed around as config.
import path from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { z } from 'zod';
import {
  readThirdPartyAuthConfig,
  type ThirdPartyAuthConfig,
} from '#modules/third-party-auth/config.ts';
import { readGameProgressConfig, type GameProgressConfig } from '#modules/game-progress/config.ts';
import { readPaymentsConfig, type PaymentsConfig } from '#modules/payments/config.ts';
import { readRewardsConfig, type RewardsConfig } from '#modules/rewards/config.ts';
import { readLaunchpadConfig, type LaunchpadConfig } from '#modules/launchpad/config.ts';
import { serverRoot } from '#server-root.ts';

const repoRoot = path.resolve(serverRoot, '../..');

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
  /** The operator console's build, served under /ops/ (issue 29). */
  OPS_DIST: z.string().min(1).default(path.join(repoRoot, 'apps/ops/dist')),
  /**
   * Seed an empty database with the demo data and the demo player (issue 10 fault 9): on by default
   * only for the embedded demo (PGlite); on PostgreSQL only when asked (the player's password is public).
   */
  SEED_DEMO: flag.optional(),
  /** How long the server waits for PostgreSQL at start before it gives up (issue 10 fault 10). */
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().min(0).default(30),
  /**
   * PostgreSQL connections each instance keeps at most. Each runs its query on a core of the database
   * machine: more than it has cores only makes the queries share them (http/overload.ts).
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).default(10),
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
  /**
   * The web app's public origin: Sign-In with Ethereum messages name its host as their domain (issue
   * 13 Build 5). Default: the Vite dev server in development, else this server's own origin.
   */
  WEB_ORIGIN: z
    .url({ protocol: /^https?$/ })
    .transform((value) => new URL(value).origin)
    .optional(),
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
  /**
   * Turnstile's public site key, paired with the secret: the web asks the widget with it (featureFlags
   * captchaSiteKey) instead of its build-time VITE_TURNSTILE_SITE_KEY.
   */
  TURNSTILE_SITE_KEY: z.string().min(1).optional(),
  TURNSTILE_VERIFY_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
  /** Redis for what several instances share: rate-limit counters and live player events (pub/sub). */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Requests per minute and IP on /graphql; 0 turns the limit off (benchmarks). */
  GRAPHQL_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1200),
  /** When The Wall polls its RSS/Atom feeds (cron, UTC); "off" stops the schedule (tests poll on demand). */
  WALL_FEED_POLL_CRON: z.string().min(1).default('*/5 * * * *'),
  /** How long one feed request may take, body included, before it counts as a failed poll. */
  WALL_FEED_TIMEOUT_SECONDS: z.coerce.number().positive().max(120).default(10),
  /** Multiplies every sign-in/sign-up/code limit (e.g. 10 for end-to-end runs); 0 turns them off. */
  AUTH_RATE_LIMIT_SCALE: z.coerce.number().min(0).default(1),
  /**
   * Seconds in which a just-rotated refresh token answers with the same new pair instead of counting
   * as a replay (two tabs refreshing at once; issue 10 fault 4). 0 turns the grace off.
   */
  REFRESH_TOKEN_GRACE_SECONDS: z.coerce.number().min(0).max(60).default(10),
  /** Load shedding (http/overload.ts): past any limit the server answers 503 server-overloaded; 0 turns a limit off. */
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().min(0).default(200),
  /** Heap alive after the last full collection (http/live-heap.ts); by default 90 % of the old-generation limit. */
  OVERLOAD_MAX_HEAP_USED_BYTES: z.coerce.number().int().min(0).optional(),
  /** Queries waiting for a database connection (pg Pool waitingCount; PGlite: queued queries). */
  OVERLOAD_MAX_DATABASE_WAITING: z.coerce.number().int().min(0).default(30),
  /**
   * GraphQL requests being answered at once (subscription streams aside); past it new ones are shed.
   * The cap adapts (http/in-flight-limit.ts) between the min and this max: it falls while the median
   * answer takes longer than the target latency and climbs back while it doesn't.
   */
  OVERLOAD_MAX_GRAPHQL_IN_FLIGHT: z.coerce.number().int().min(0).default(64),
  OVERLOAD_MIN_GRAPHQL_IN_FLIGHT: z.coerce.number().int().min(1).default(12),
  OVERLOAD_TARGET_LATENCY_MS: z.coerce.number().min(1).default(50),
  /**
   * How long a GraphQL request that finds the cap full waits for a slot, in arrival order, before it is
   * shed (http/request-queue.ts; issue 26: 1,000 players reserving one drop at once take 2 to 3 s to
   * answer on 2 cores, `bench launchpad`, and the last ones wait nearly all of it); a queue that stands
   * is shed sooner (http/standing-queue.ts). 0 sheds it at once.
   */
  OVERLOAD_MAX_QUEUE_WAIT_MS: z.coerce.number().int().min(0).default(3000),
  /** How often the event-loop delay and the database queue are sampled. */
  OVERLOAD_SAMPLE_INTERVAL_MS: z.coerce.number().int().min(10).default(100),
  /** The Retry-After of a shed request. */
  OVERLOAD_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).default(5),
  /** Backstop of the season caches (visitor responses, season data): `season apply` clears them on
   *  every instance at once; this bounds their age if a notice is lost. 0 turns the caches off. */
  SEASON_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).default(60),
});

export type ServerConfig = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  database:
    | { kind: 'postgres'; url: string; poolSize: number }
    | { kind: 'pglite'; dataDir: string | null };
  webDist: string;
  whiteLabelDist: string;
  opsDist: string;
  /** Apply the demo data files and the demo player to an empty database (start, `season apply`). */
  seedDemo: boolean;
  /** How long start waits for PostgreSQL to answer. */
  databaseConnectTimeoutMs: number;
  corsOrigins: string[];
  /** WEB_ORIGIN: the origin players use the web app at (the SIWE domain and URI). */
  webOrigin: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  trustProxy: boolean;
  productName: string;
  filesDir: string;
  authSecret: string | null;
  mail: { smtpUrl: string | null; from: string };
  turnstile: { secretKey: string | null; siteKey: string | null; verifyUrl: string };
  redisUrl: string | null;
  rateLimits: { graphqlPerMinute: number; authScale: number };
  /** REFRESH_TOKEN_GRACE_SECONDS in milliseconds. */
  refreshTokenGraceMs: number;
  /** Load-shedding limits (src/http/overload.ts); 0 turns a limit off. */
  overload: {
    maxEventLoopDelayMs: number;
    maxHeapUsedBytes: number;
    maxDatabaseWaiting: number;
    maxGraphqlInFlight: number;
    minGraphqlInFlight: number;
    targetLatencyMs: number;
    maxQueueWaitMs: number;
    sampleIntervalMs: number;
    retryAfterSeconds: number;
  };
  /** How long season data and visitor answers may be cached; 0 = not cached. */
  seasonCacheTtlMs: number;
  /** The Wall's feed poller (modules/wall/feed-poller.ts): its cron (null = off) and request timeout. */
  wallFeeds: { pollCron: string | null; timeoutMs: number };
  /** Third-party and partner sign-in providers (src/modules/third-party-auth/config.ts). */
  thirdPartyAuth: ThirdPartyAuthConfig;
  /** Card (Stripe) and crypto (EVM) payments; null parts are not supported (src/modules/payments/config.ts). */
  payments: PaymentsConfig;
  /** The game-progress API: rate, pending retention, demo studio key (modules/game-progress/config.ts). */
  gameProgress: GameProgressConfig;
  /** Reward campaigns' client and the code pools' low threshold (modules/rewards/config.ts). */
  rewards: RewardsConfig;
  /** The minter key of on-chain collections (modules/launchpad/config.ts). */
  launchpad: LaunchpadConfig;
};

/**
 * 90 % of the old generation's limit, where live objects stay: V8's heap limit also counts the young
 * generation (three 16 MiB semi-spaces by default on 64-bit), which a full collection empties, so under
 * --max-old-space-size=192 the process dies with 192 MiB alive while the heap limit reads 240.
 */
const YOUNG_GENERATION_BYTES = 3 * 16 * 1024 * 1024;
function defaultMaxHeapUsedBytes(): number {
  const limit = getHeapStatistics().heap_size_limit;
  return Math.round(0.9 * Math.max(limit / 2, limit - YOUNG_GENERATION_BYTES));
}

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
      ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: env.DATA_DIR === 'memory://' ? null : env.DATA_DIR },
    webDist: env.WEB_DIST,
    whiteLabelDist: env.WHITE_LABEL_DIST,
    opsDist: env.OPS_DIST,
    seedDemo: env.SEED_DEMO ?? env.DATABASE_URL === undefined,
    databaseConnectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_SECONDS * 1000,
    corsOrigins: env.CORS_ORIGINS,
    webOrigin:
      env.WEB_ORIGIN ??
      (env.NODE_ENV === 'development' ? 'http://localhost:5173' : `http://localhost:${env.PORT}`),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: env.TRUST_PROXY,
    productName: env.PRODUCT_NAME,
    filesDir: env.FILES_DIR,
    authSecret: env.AUTH_SECRET ?? null,
    mail: {
      smtpUrl: env.SMTP_URL ?? null,
      from: env.MAIL_FROM ?? `${env.PRODUCT_NAME} <no-reply@levelup.local>`,
    },
    turnstile: {
      secretKey: env.TURNSTILE_SECRET_KEY ?? null,
      siteKey: env.TURNSTILE_SITE_KEY ?? null,
      verifyUrl: env.TURNSTILE_VERIFY_URL,
    },
    redisUrl: env.REDIS_URL ?? null,
    rateLimits: {
      graphqlPerMinute: env.GRAPHQL_RATE_LIMIT_PER_MINUTE,
      authScale: env.AUTH_RATE_LIMIT_SCALE,
    },
    refreshTokenGraceMs: env.REFRESH_TOKEN_GRACE_SECONDS * 1000,
    overload: {
      maxEventLoopDelayMs: env.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
      maxHeapUsedBytes: env.OVERLOAD_MAX_HEAP_USED_BYTES ?? defaultMaxHeapUsedBytes(),
      maxDatabaseWaiting: env.OVERLOAD_MAX_DATABASE_WAITING,
      maxGraphqlInFlight: env.OVERLOAD_MAX_GRAPHQL_IN_FLIGHT,
      minGraphqlInFlight: env.OVERLOAD_MIN_GRAPHQL_IN_FLIGHT,
      targetLatencyMs: env.OVERLOAD_TARGET_LATENCY_MS,
      maxQueueWaitMs: env.OVERLOAD_MAX_QUEUE_WAIT_MS,
      sampleIntervalMs: env.OVERLOAD_SAMPLE_INTERVAL_MS,
      retryAfterSeconds: env.OVERLOAD_RETRY_AFTER_SECONDS,
    },
    seasonCacheTtlMs: env.SEASON_CACHE_TTL_SECONDS * 1000,
    wallFeeds: {
      pollCron: env.WALL_FEED_POLL_CRON === 'off' ? null : env.WALL_FEED_POLL_CRON,
      timeoutMs: Math.round(env.WALL_FEED_TIMEOUT_SECONDS * 1000),
    },
    thirdPartyAuth: readThirdPartyAuthConfig(source),
    payments: readPaymentsConfig(source),
    // A real deployment is production on PostgreSQL; `npm start` (NODE_ENV unset, PGlite) is the demo.
    gameProgress: readGameProgressConfig(source, {
      production: env.NODE_ENV === 'production' && env.DATABASE_URL !== undefined,
    }),
    rewards: readRewardsConfig(source),
    launchpad: readLaunchpadConfig(source),
  };
}
