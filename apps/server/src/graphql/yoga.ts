// graphql-yoga at /graphql, with the query limits, CSRF prevention, masked errors and the per-request
// context (services, the signed-in viewer, and what resolvers need from the request). Subscriptions on
// the live socket (realtime/live-socket.ts) run through the same plugins and context.
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { createYoga, type Plugin } from 'graphql-yoga';
import { CAPTCHA_HEADER } from '#captcha/captcha-guard.ts';
import { DEVICE_ID_HEADER } from '#modules/chests/daily-chest-gate.ts';
import type { ServerConfig } from '#env.ts';
import { bearerToken } from '#http/bearer.ts';
import { CSRF_HEADER } from '#http/csrf.ts';
import { readRefreshToken, replySessionCookies } from '#http/session-cookies.ts';
import type { GraphQLContext, Services } from './context.ts';
import { useRejectControlCharacters } from './control-characters.ts';
import { useErrorCodes } from './error-codes.ts';
import { useIdempotentMutations } from './idempotent-mutations.ts';
import { yogaLogger } from './error-logging.ts';
import { maskError } from './mask-error.ts';
import { playerAnswerCache } from './player-answer-cache.ts';
import { queryLimitPlugins } from './query-limits.ts';
import { useRetryAfterHeader } from './retry-after.ts';
import { visitorResponseCache } from './response-cache.ts';
import { buildSchema } from './schema.ts';

export type ServerContext = { req: FastifyRequest; reply: FastifyReply };

/**
 * What a subscription on the live socket (realtime/live-socket.ts, issue 26) starts from instead of an
 * HTTP request: the socket's upgrade request, and the access token the subscription brought (else the
 * one the connection opened with).
 */
export type LiveSocketContext = { req: FastifyRequest; liveAccessToken: string | null };

const isLiveSocket = (initial: object): initial is LiveSocketContext =>
  'liveAccessToken' in initial;

/** A subscription sets no cookies. */
const noCookies = { setRefreshToken: () => undefined, clearRefreshToken: () => undefined };

export const GRAPHQL_PATH = '/graphql';

export function createGraphQLServer({
  config,
  services,
  logger,
  plugins = [],
}: {
  config: ServerConfig;
  services: Services;
  logger: FastifyBaseLogger;
  /** Run after the built-in ones (every error has its code by then): the metrics. */
  plugins?: Plugin<ServerContext, ServerContext>[];
}) {
  const production = config.nodeEnv === 'production';
  const development = config.nodeEnv === 'development';
  const schema = buildSchema();
  const visitorCache = visitorResponseCache(schema, config.seasonCacheTtlMs);
  const playerCache = playerAnswerCache(config.seasonCacheTtlMs);
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: !production,
    landingPage: false,
    // CORS is answered by @fastify/cors for the whole server.
    cors: false,
    maskedErrors: { maskError, isDev: development },
    logging: yogaLogger(logger),
    context: async (initial): Promise<GraphQLContext> => {
      const live = isLiveSocket(initial) ? initial : null;
      const { req } = initial;
      const viewer = await services.sessions.viewer(live ? live.liveAccessToken : bearerToken(req));
      const captcha = req.headers[CAPTCHA_HEADER];
      const deviceId = req.headers[DEVICE_ID_HEADER];
      return {
        services,
        viewerId: viewer && viewer !== 'invalid' ? viewer.userId : null,
        sessionFamilyId: viewer && viewer !== 'invalid' ? viewer.familyId : null,
        viewerTokenInvalid: viewer === 'invalid',
        viewerStateVersion: viewer && viewer !== 'invalid' ? viewer.stateVersion : null,
        client: {
          ip: req.ip,
          captchaToken: typeof captcha === 'string' && captcha !== '' ? captcha : null,
          deviceId: typeof deviceId === 'string' && deviceId !== '' ? deviceId.slice(0, 128) : null,
          refreshToken: live ? null : readRefreshToken(req),
          cookies: live ? noCookies : replySessionCookies(initial.reply, { secure: production }),
        },
      };
    },
    plugins: [
      useCSRFPrevention({ requestHeaders: [CSRF_HEADER] }),
      ...queryLimitPlugins({ production }),
      useRejectControlCharacters(),
      useErrorCodes({ development }),
      useIdempotentMutations(services.idempotency, (error) =>
        logger.error(error, 'storing the answer of an idempotency key failed'),
      ),
      useRetryAfterHeader(),
      ...visitorCache.plugins,
      playerCache.plugin,
      ...plugins,
    ],
  });
  return { yoga, visitorCache, playerCache };
}
