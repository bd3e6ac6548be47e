// Builds the services once per server; the GraphQL context hands them to every resolver, and the REST
// routes (avatar upload, third-party sign-in) use the same instances.
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type Redis from 'ioredis';
import { getAddress } from 'viem';
import { createCaptchaGuard } from '#captcha/captcha-guard.ts';
import { createTurnstileVerifier } from '#captcha/turnstile.ts';
import type { Database } from '#db/client.ts';
import type { ServerConfig } from '#env.ts';
import type { JobQueue } from '#jobs/job-queue.ts';
import { registerDailyMissionsJob } from '#modules/challenges/daily-missions.ts';
import { createMailDispatcher, createMailer, type Mailer } from '#mail/mailer.ts';
import { createAccessTokens } from '#modules/accounts/access-tokens.ts';
import { createAuthProviderRegistry } from '#modules/accounts/auth-providers.ts';
import { createEmailCodes } from '#modules/accounts/email-codes.ts';
import { createProfileService } from '#modules/accounts/profile-service.ts';
import { createAccountsService } from '#modules/accounts/service.ts';
import { createSessions } from '#modules/accounts/sessions.ts';
import { createChallengesService } from '#modules/challenges/service.ts';
import { createChestsService } from '#modules/chests/service.ts';
import { createGameProgressService } from '#modules/game-progress/service.ts';
import { createIdempotencyKeys } from '#modules/idempotency/service.ts';
import { createLaunchpadService } from '#modules/launchpad/service.ts';
import { createMintsService } from '#modules/mints/service.ts';
import { createNotificationsService } from '#modules/notifications/service.ts';
import { createPaymentsService } from '#modules/payments/service.ts';
import { createProgressionService } from '#modules/progression/service.ts';
import { createPublisherService } from '#modules/publisher/service.ts';
import { createStaffAccess } from '#modules/ops/access.ts';
import { createConsoleService } from '#modules/ops/console-service.ts';
import { createStaffService } from '#modules/ops/staff-service.ts';
import { createReferralsService } from '#modules/referrals/service.ts';
import { createRewardsService } from '#modules/rewards/service.ts';
import { createSeasonService } from '#modules/season/service.ts';
import { createShopService } from '#modules/shop/service.ts';
import { createSiteService } from '#modules/site/service.ts';
import { registerHealthRollupJob } from '#modules/support/health-rollup.ts';
import { createConnectedAccounts } from '#modules/third-party-auth/connected-accounts.ts';
import { registerWallFeedJobs } from '#modules/wall/feed-jobs.ts';
import { createWallService } from '#modules/wall/service.ts';
import { createWalletChainClients } from '#modules/wallets/chains.ts';
import { createWalletRateLimits } from '#modules/wallets/rate-limits.ts';
import { latestBoundWallet } from '#modules/wallets/store.ts';
import { createWalletsService } from '#modules/wallets/service.ts';
import { siweSite } from '#modules/wallets/siwe.ts';
import { createAuthRateLimits } from '#rate-limit/auth-limits.ts';
import { createInProcessPlayerEvents } from '#realtime/player-events.ts';
import { createRedisPlayerEvents } from '#realtime/redis-player-events.ts';
import { createLocalDiskStorage } from '#storage/storage.ts';
import type { Services } from './context.ts';

export type ServiceDeps = {
  db: Database;
  config: ServerConfig;
  authSecret: string;
  logger: FastifyBaseLogger;
  redis: Redis | null;
  /** The clock; tests inject one (idempotency keys expiring after 24 hours). */
  now?: () => Date;
  jobs: JobQueue;
};

/** The folders under FILES_DIR. */
export const outboxDirectory = (config: ServerConfig) => path.join(config.filesDir, 'outbox');
export const uploadsDirectory = (config: ServerConfig) => path.join(config.filesDir, 'uploads');

export function createServices({
  db,
  config,
  authSecret,
  logger,
  redis,
  now = () => new Date(),
  jobs,
}: ServiceDeps): {
  services: Services;
  mailer: Mailer;
} {
  const season = createSeasonService(db, now, { cacheTtlMs: config.seasonCacheTtlMs });
  const site = createSiteService(db, {
    captchaSiteKey: config.turnstile.siteKey,
    identityService: config.thirdPartyAuth.identityService ?? null,
  });
  const sessions = createSessions({
    db,
    accessTokens: createAccessTokens(authSecret),
    refreshGraceMs: config.refreshTokenGraceMs,
  });
  const mailer = createMailer({ ...config.mail, outboxDir: outboxDirectory(config) });
  const mail = createMailDispatcher(mailer, (error) =>
    logger.error(error, 'sending an e-mail failed'),
  );
  const captcha = createCaptchaGuard(
    site,
    createTurnstileVerifier(config.turnstile, (message, error) => logger.error(error, message)),
    { configured: config.turnstile.secretKey !== null },
  );
  const authRateLimits = createAuthRateLimits({ scale: config.rateLimits.authScale, redis });
  const storage = createLocalDiskStorage(uploadsDirectory(config));
  // With REDIS_URL every instance delivers the events of every other (issue 4 Build 5).
  const events = config.redisUrl
    ? createRedisPlayerEvents({
        redisUrl: config.redisUrl,
        onError: (error, message) => logger.error(error, message),
      })
    : createInProcessPlayerEvents();
  const gameProgress = createGameProgressService({
    db,
    events,
    now,
    logger,
    jobs,
    redis,
    config: config.gameProgress,
  });
  const accounts = createAccountsService({
    db,
    codes: createEmailCodes(authSecret),
    sessions,
    mail,
    captcha,
    rateLimits: authRateLimits,
    productName: config.productName,
    defaultEmailTemplateId: async () =>
      (await season.battlePass('allypass', null).catch(() => null))?.emailTemplateId ?? null,
    now,
    applyPendingGameEvents: gameProgress.applyPendingGameEvents,
  });
  // Readers of the configured chains (EVM_RPC_URLS): wallet signatures and on-chain mints.
  const chainClients = createWalletChainClients(config.payments);
  const base: Omit<Services, 'console' | 'staff'> = {
    season,
    shop: createShopService(db),
    site,
    mints: createMintsService(db),
    sessions,
    authProviders: createAuthProviderRegistry(),
    accounts,
    profile: createProfileService({ db, storage, events }),
    captcha,
    authRateLimits,
    mail,
    storage,
    events,
    notifications: createNotificationsService({ db, events, now }),
    progression: createProgressionService({ db, events, season, site, now }),
    challenges: createChallengesService({ db, events, season, now }),
    chests: createChestsService({ db, events, site, captcha, redis, now }),
    rewards: createRewardsService({ db, events, config: config.rewards, logger, now }),
    referrals: createReferralsService({ db, events, now }),
    payments: createPaymentsService({
      db,
      events,
      site,
      logger,
      now,
      jobs,
      config: config.payments,
    }),
    idempotency: createIdempotencyKeys({ db, now }),
    gameProgress,
    wall: createWallService({ db, events, now, logger, feeds: config.wallFeeds }),
    launchpad: createLaunchpadService({
      db,
      events,
      captcha,
      jobs,
      now,
      chain: {
        minterKey: config.launchpad.minterKey,
        clientOf: chainClients,
        walletOf: async (database, userId) => {
          const address = await latestBoundWallet(database, userId);
          return address ? getAddress(address) : null;
        },
      },
    }),
    wallets: createWalletsService({
      db,
      events,
      now,
      sessions,
      site: siweSite(config.webOrigin, config.productName),
      chains: chainClients,
      rateLimits: createWalletRateLimits({ redis, scale: config.rateLimits.authScale }),
    }),
    publisher: createPublisherService({ db, gameProgress, now }),
    connectedAccounts: createConnectedAccounts(db),
    staffAccess: createStaffAccess(db, now),
  };
  const services: Services = {
    ...base,
    // Issue 29: the console's second factor (sealed with AUTH_SECRET) and staff roles.
    staff: createStaffService({
      db,
      staffAccess: base.staffAccess,
      authSecret,
      productName: config.productName,
      redis,
      now,
    }),
    // Issue 29: the operator console runs the services' own audited tools.
    console: createConsoleService({
      db,
      access: base.staffAccess,
      tools: base.progression.operator,
      resendEmailCode: base.accounts.resendEmailCode,
      season,
      site,
      refreshAfterData: () => base.wall.mediaHosts.refresh(),
      now,
    }),
  };
  // Each UTC day's daily mission lists are pinned at 00:00 (spec 1 §3 Daily mission list).
  void registerDailyMissionsJob(jobs, db, now);
  // The season health panels' rollups, every 5 minutes (issue 29 §1).
  void registerHealthRollupJob(jobs, db, now);
  // Redeemable code pools running low are logged (issue 12 Build 9).
  void services.rewards.poolWatch.register(jobs);
  // Pending referrals are re-checked on the queue (issue 14 Build 1).
  void services.referrals.jobs.register(jobs);
  // Launchpad reservations expire and airdrops run on the queue (issue 13 Build 4 and 5).
  void services.launchpad.jobs.register(jobs);
  // The Wall's RSS/Atom feeds, polled on a schedule (issue 12 Build 1).
  void registerWallFeedJobs(jobs, {
    db,
    poller: services.wall.poller,
    pollCron: config.wallFeeds.pollCron,
  });
  return { services, mailer };
}
