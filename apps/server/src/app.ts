// The Fastify app: GraphQL at /graphql, /health, images at /images/, uploads at /uploads/, the avatar
// upload, the Stripe webhook, the dev outbox outside production, and in production the built front
// ends (ARCHITECTURE.md "Server").
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Database, Listen } from '#db/client.ts';
import type { ServerConfig } from '#env.ts';
import type { Services } from '#graphql/context.ts';
import { createServices, outboxDirectory, uploadsDirectory } from '#graphql/services.ts';
import { createGraphQLServer, GRAPHQL_PATH } from '#graphql/yoga.ts';
import { registerAvatarUpload } from '#http/avatar-upload.ts';
import { registerRestCsrfCheck } from '#http/csrf.ts';
import { registerDevOutbox } from '#http/dev-outbox.ts';
import { registerFrontEnds, spaFallback, type FrontEnd } from '#http/front-ends.ts';
import { registerGraphQLRateLimit } from '#http/graphql-rate-limit.ts';
import { registerHealth } from '#http/health.ts';
import { requestLogSerializer } from '#http/log-redaction.ts';
import { registerOperatorRoutes } from '#http/operator-routes.ts';
import { contentSecurityPolicy, registerSecurityHeaders } from '#http/security-headers.ts';
import { registerStripeWebhook } from '#http/stripe-webhook-route.ts';
import { registerUploads } from '#http/uploads.ts';
import { resolveAuthSecret } from '#modules/accounts/auth-secret.ts';
import { localChainRpcUrls } from '#modules/payments/config.ts';
import { SEASON_CHANGED_CHANNEL } from '#modules/season/season-changes.ts';
import {
  registerThirdPartyAuth,
  SIGN_IN_ROUTE_REQUESTS_PER_MINUTE,
} from '#modules/third-party-auth/register-third-party-auth.ts';
import { registerEventStreamShutdown } from '#realtime/event-stream-shutdown.ts';
import { UPLOADS_PREFIX } from '#storage/storage.ts';

export const imagesDirectory = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../public/images',
);

export type BuildAppOptions = {
  config: ServerConfig;
  db: Database;
  /** Where `season apply` announces changes; without it the season caches expire by their TTL only. */
  listen?: Listen;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The services behind GraphQL, for REST routes registered after buildApp (third-party sign-in). */
    services: Services;
  }
}

export async function buildApp({ config, db, listen }: BuildAppOptions): Promise<FastifyInstance> {
  const production = config.nodeEnv === 'production';
  const app = Fastify({
    logger: { level: config.logLevel, serializers: { req: requestLogSerializer } },
    trustProxy: config.trustProxy,
  });
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
  const { services, mailer } = createServices({ db, config, authSecret, logger: app.log, redis });
  app.decorate('services', services);
  if (!config.mail.smtpUrl)
    app.log.info(`SMTP_URL is not set: e-mails are written to ${outboxDirectory(config)}`);
  app.addHook('onClose', async () => {
    await services.payments.close();
    await services.mail.drain();
    mailer.close();
    redis?.disconnect();
  });

  registerSecurityHeaders(app, {
    contentSecurityPolicy: production
      ? contentSecurityPolicy({ localChainRpcUrls: localChainRpcUrls(config.payments) })
      : false,
  });
  await app.register(fastifyCors, { origin: config.corsOrigins, credentials: true });
  await app.register(fastifyCookie);
  await app.register(fastifyStatic, { root: imagesDirectory, prefix: '/images/' });
  await registerUploads(app, uploadsDirectory(config));
  // The front ends' dev servers run on other origins and show these images too.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/images/') || request.url.startsWith(UPLOADS_PREFIX))
      reply.header('cross-origin-resource-policy', 'cross-origin');
  });
  registerRestCsrfCheck(app);

  registerHealth(app, db);
  registerOperatorRoutes(app, { authSecret, tools: services.progression.operator, redis });
  await registerAvatarUpload(app, services);
  await registerStripeWebhook(app, services.payments.cardWebhook);
  await registerThirdPartyAuth(app, {
    db,
    config: config.thirdPartyAuth,
    productName: config.productName,
    secureCookies: production,
    sessions: services.sessions,
    authProviders: services.authProviders,
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

  const { yoga, forgetSeasonAnswers } = createGraphQLServer({ config, services, logger: app.log });
  const stopListening = await listen?.(
    SEASON_CHANGED_CHANNEL,
    () => {
      services.season.forgetSeasonData();
      forgetSeasonAnswers();
    },
    (error) => app.log.warn(`Season change notices interrupted: ${error.message}`),
  );
  app.addHook('onClose', async () => stopListening?.());
  const rateLimit = await registerGraphQLRateLimit(app, {
    perMinute: config.rateLimits.graphqlPerMinute,
    redis,
  });
  registerEventStreamShutdown(app, { path: GRAPHQL_PATH, events: services.events });
  app.route({
    url: GRAPHQL_PATH,
    method: ['GET', 'POST'],
    config: rateLimit,
    handler: (req, reply) => yoga.handleNodeRequestAndResponse(req, reply, { req, reply }),
  });

  const frontEnds: FrontEnd[] = production
    ? await registerFrontEnds(app, { web: config.webDist, whiteLabel: config.whiteLabelDist })
    : [];
  app.setNotFoundHandler((request, reply) => {
    const frontEnd = spaFallback(request, frontEnds);
    if (frontEnd) return reply.type('text/html').sendFile('index.html', frontEnd.root);
    return reply.code(404).send({ error: 'Not Found', path: request.url.split('?')[0] });
  });
  return app;
}
