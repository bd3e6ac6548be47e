// The Fastify app: load shedding, GraphQL at /graphql, /health (and /health/live, /health/ready),
// /metrics, images at /images/, uploads at /uploads/, the avatar upload, the Stripe webhook, the dev
// outbox outside production, and in production the built front ends (ARCHITECTURE.md "Server").
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Database, Listen } from '#db/client.ts';
import type { PoolUse } from '#db/pool-use.ts';
import type { ServerConfig } from '#env.ts';
import type { Services } from '#graphql/context.ts';
import { createServices, outboxDirectory, uploadsDirectory } from '#graphql/services.ts';
import { createGraphQLServer, GRAPHQL_PATH } from '#graphql/yoga.ts';
import { registerAnalyticsRoute } from '#http/analytics-route.ts';
import { registerAvatarUpload } from '#http/avatar-upload.ts';
import { registerRestCsrfCheck } from '#http/csrf.ts';
import { registerDevOutbox } from '#http/dev-outbox.ts';
import { registerShareCardRoute } from '#http/share-card-route.ts';
import { registerGameProgressRoute } from '#http/game-progress-route.ts';
import { registerFrontEnds, spaFallback, type FrontEnd } from '#http/front-ends.ts';
import { registerServerRendering } from '#http/server-rendering.ts';
import { graphqlHandler } from '#http/graphql-handler.ts';
import { registerGraphQLRateLimit } from '#http/graphql-rate-limit.ts';
import { graphqlMethodNotAllowed, graphqlRouteErrorHandler } from '#http/graphql-route-errors.ts';
import { registerHealth } from '#http/health.ts';
import { registerInputHygiene } from '#http/input-hygiene.ts';
import { registerMaintenanceGuard, useMaintenanceGuard } from '#http/maintenance-guard.ts';
import { requestLogSerializer } from '#http/log-redaction.ts';
import { registerMetricsRoute } from '#http/metrics-route.ts';
import { registerOperatorRoutes } from '#http/operator-routes.ts';
import { demoHistoryAllowed } from '#modules/accounts/give-demo-history.ts';
import { registerOverloadProtection, SERVER_OVERLOADED } from '#http/overload.ts';
import {
  REQUEST_ID_HEADER,
  REQUEST_ID_LOG_LABEL,
  registerRequestIdHeader,
  requestIdGenerator,
} from '#http/request-id.ts';
import { restErrorHandler } from '#http/rest-errors.ts';
import { contentSecurityPolicy, registerSecurityHeaders } from '#http/security-headers.ts';
import { registerStripeWebhook } from '#http/stripe-webhook-route.ts';
import { registerUploads } from '#http/uploads.ts';
import { registerGraphQLMetrics } from '#metrics/graphql-metrics.ts';
import { registerCodePoolMetrics } from '#metrics/code-pool-metrics.ts';
import { createMetrics, registerQueueMetrics, type Metrics } from '#metrics/metrics.ts';
import { createJobQueue, type JobQueue } from '#jobs/job-queue.ts';
import { registerWallFeedMetrics } from '#modules/wall/feed-metrics.ts';
import { resolveAuthSecret } from '#modules/accounts/auth-secret.ts';
import { localChainRpcUrls } from '#modules/payments/config.ts';
import { SEASON_CHANGED_CHANNEL } from '#modules/season/season-changes.ts';
import {
  registerThirdPartyAuth,
  SIGN_IN_ROUTE_REQUESTS_PER_MINUTE,
} from '#modules/third-party-auth/register-third-party-auth.ts';
import { registerEventStreamShutdown } from '#realtime/event-stream-shutdown.ts';
import { registerLiveSocket } from '#realtime/live-socket.ts';
import { serverRoot } from '#server-root.ts';
import { UPLOADS_PREFIX } from '#storage/storage.ts';

export const imagesDirectory = path.join(serverRoot, 'public/images');
/** The chest animation clips (spec 2 §4; rendered by scripts/render-chest-animations.ts). */
export const animationsDirectory = path.join(serverRoot, 'public/animations');

export type BuildAppOptions = {
  config: ServerConfig;
  db: Database;
  /** The services' clock; tests inject one. */
  now?: () => Date;
  /** The database handle's connection counts (db/pool-use.ts): load shedding and metrics. */
  poolUse: () => PoolUse;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write: (line: string) => void };
  /** Where `season apply` announces changes; without it the season caches expire by their TTL only. */
  listen?: Listen;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The services behind GraphQL, for REST routes registered after buildApp (third-party sign-in). */
    services: Services;
    /** The Prometheus metrics, for sources registered after buildApp (registerQueueMetrics). */
    metrics: Metrics;
    /** Durable background jobs (src/jobs/job-queue.ts); `jobs.queueStats()` feeds the metrics. */
    jobs: JobQueue;
  }
}

export async function buildApp({
  config,
  db,
  now,
  poolUse,
  logStream,
  listen,
}: BuildAppOptions): Promise<FastifyInstance> {
  const production = config.nodeEnv === 'production';
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: { req: requestLogSerializer },
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: config.trustProxy,
    genReqId: requestIdGenerator({ trustProxy: config.trustProxy }),
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: REQUEST_ID_LOG_LABEL }),
  });
  registerRequestIdHeader(app);
  // Before any route or plugin, so every scope inherits it (issue 27 finding 3: no SQL in an answer).
  app.setErrorHandler(restErrorHandler);
  const authSecret = await resolveAuthSecret(config, (message) => app.log.warn(message));
  // Connected before the server answers: with the offline queue off, a command sent while still
  // connecting would fail, and the first requests' rate-limit checks would answer 500.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        lazyConnect: true,
      })
    : null;
  redis?.on('error', (error) => app.log.error(error, 'Redis connection error'));
  await redis?.connect();
  const jobs = createJobQueue({ database: config.database, db, logger: app.log });
  const { services, mailer } = createServices({
    db,
    config,
    authSecret,
    logger: app.log,
    redis,
    now,
    jobs,
  });
  await jobs.start();
  app.decorate('services', services);
  app.decorate('jobs', jobs);
  const metrics = createMetrics({
    poolUse,
    openSubscriptions: () => services.events.openSubscriptions(),
  });
  app.decorate('metrics', metrics);
  registerQueueMetrics(metrics, () => jobs.queueStats());
  registerCodePoolMetrics(metrics, () => services.rewards.unusedCodes());
  registerWallFeedMetrics(metrics, {
    feedHealth: () => services.wall.feedHealth(),
    now: now ?? (() => new Date()),
  });
  if (!config.mail.smtpUrl)
    app.log.info(`SMTP_URL is not set: e-mails are written to ${outboxDirectory(config)}`);
  app.addHook('onClose', async () => {
    await jobs.stop();
    await services.mail.drain();
    mailer.close();
    redis?.disconnect();
  });

  // Issue 27: the policy's media-src follows the Wall's data (modules/wall/media-hosts.ts).
  if (production) await services.wall.mediaHosts.refresh();
  registerSecurityHeaders(
    app,
    (mediaOrigins) => ({
      contentSecurityPolicy: production
        ? contentSecurityPolicy({
            localChainRpcUrls: localChainRpcUrls(config.payments),
            mediaOrigins,
          })
        : false,
    }),
    production ? services.wall.mediaHosts.current : undefined,
  );
  await app.register(fastifyCors, {
    origin: config.corsOrigins,
    credentials: true,
    exposedHeaders: [REQUEST_ID_HEADER],
  });
  // Issue 28 Build 1: the public pages as HTML with their content, before anything that guards the API
  // (a page is always served).
  const serverRendering = production
    ? await registerServerRendering(app, {
        webDist: config.webDist,
        whiteLabelDist: config.whiteLabelDist,
        ttlMs: config.seasonCacheTtlMs,
      })
    : null;
  // After CORS, so a browser can read the 503; before the routes, so it guards them all.
  await registerOverloadProtection(app, {
    limits: config.overload,
    poolUse,
    onShed: (reason) => {
      metrics.shed.inc({ reason });
      metrics.errors.inc({ code: SERVER_OVERLOADED });
    },
  });
  const graphqlMetrics = registerGraphQLMetrics(app, { metrics, path: GRAPHQL_PATH });
  await app.register(fastifyCookie);
  await app.register(fastifyStatic, { root: imagesDirectory, prefix: '/images/' });
  // The clips never change under a name (a new clip gets a new name): cached for a week.
  await app.register(fastifyStatic, {
    root: animationsDirectory,
    prefix: '/animations/',
    decorateReply: false,
    index: false,
    maxAge: '7d',
  });
  await registerUploads(app, uploadsDirectory(config));
  // The front ends' dev servers run on other origins and show these images too.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      request.url.startsWith('/images/') ||
      request.url.startsWith('/animations/') ||
      request.url.startsWith(UPLOADS_PREFIX)
    )
      reply.header('cross-origin-resource-policy', 'cross-origin');
    done(null, payload);
  });
  registerRestCsrfCheck(app);
  registerInputHygiene(app, { graphqlPath: GRAPHQL_PATH });
  // spec 2 §6 maintenance mode (issue 27): REST writes refused while it is on.
  registerMaintenanceGuard(app, {
    site: services.site,
    partnerSignInPath: config.thirdPartyAuth.partner
      ? `/api/${config.thirdPartyAuth.partner.providerKey}`
      : null,
  });

  registerHealth(app, db);
  registerMetricsRoute(app, { metrics, authSecret, redis });
  registerOperatorRoutes(app, {
    db,
    authSecret,
    tools: services.progression.operator,
    importCodes: services.rewards.importCodes,
    resendEmailCode: services.accounts.resendEmailCode,
    wall: services.wall,
    redis,
    demoHistory: demoHistoryAllowed(config),
    onDataApplied: () => services.site.forgetMaintenance(),
  });
  await registerAvatarUpload(app, services);
  await registerStripeWebhook(app, services.payments.cardWebhook);
  await registerGameProgressRoute(app, services.gameProgress);
  registerShareCardRoute(app, { db, productName: config.productName });
  await services.gameProgress.schedulePendingSweep();
  await registerThirdPartyAuth(app, {
    db,
    config: config.thirdPartyAuth,
    productName: config.productName,
    secureCookies: production,
    sessions: services.sessions,
    authProviders: services.authProviders,
    applyPendingGameEvents: services.gameProgress.applyPendingGameEvents,
    rateLimit:
      config.rateLimits.authScale === 0
        ? null
        : {
            perMinute: Math.max(
              1,
              Math.round(SIGN_IN_ROUTE_REQUESTS_PER_MINUTE * config.rateLimits.authScale),
            ),
            redis,
          },
  });
  if (!production) registerDevOutbox(app, outboxDirectory(config));

  const { yoga, visitorCache, playerCache } = createGraphQLServer({
    config,
    services,
    logger: app.log,
    plugins: [useMaintenanceGuard(services.site), graphqlMetrics.plugin],
  });
  const stopListening = await listen?.(
    SEASON_CHANGED_CHANNEL,
    () => {
      services.season.forgetSeasonData();
      void services.site.forgetMaintenance().catch(() => {});
      visitorCache.clear();
      playerCache.clear();
      serverRendering?.clear();
      void services.wall.mediaHosts.refresh();
    },
    (error) => app.log.warn(`Season change notices interrupted: ${error.message}`),
  );
  app.addHook('onClose', async () => stopListening?.());
  const rateLimit = await registerGraphQLRateLimit(app, {
    perMinute: config.rateLimits.graphqlPerMinute,
    redis,
  });
  // Issue 26: a browser's subscriptions on one WebSocket (realtime/live-socket.ts).
  const liveSocket = await registerLiveSocket(app, {
    yoga,
    services,
    corsOrigins: config.corsOrigins,
    development: config.nodeEnv === 'development',
    production,
    routeConfig: rateLimit,
  });
  registerEventStreamShutdown(app, { path: GRAPHQL_PATH, events: services.events, liveSocket });
  registerAnalyticsRoute(app, { sessions: services.sessions, rateLimit: rateLimit.rateLimit });
  app.route({
    url: GRAPHQL_PATH,
    method: ['GET', 'POST'],
    config: rateLimit,
    errorHandler: graphqlRouteErrorHandler,
    handler: graphqlHandler({ yoga, visitorCache, metrics: graphqlMetrics }),
  });

  const frontEnds: FrontEnd[] = production
    ? await registerFrontEnds(app, {
        web: config.webDist,
        whiteLabel: config.whiteLabelDist,
        ops: config.opsDist,
      })
    : [];
  app.setNotFoundHandler((request, reply) => {
    if (request.url.split('?')[0] === GRAPHQL_PATH) return graphqlMethodNotAllowed(request, reply);
    const frontEnd = spaFallback(request, frontEnds);
    if (frontEnd) return reply.type('text/html').sendFile('index.html', frontEnd.root);
    return reply.code(404).send({ error: 'Not Found', path: request.url.split('?')[0] });
  });
  return app;
}
