// graphql-yoga at /graphql, with the query limits, CSRF prevention, masked errors and the per-request
// context (services, the signed-in viewer, and what resolvers need from the request).
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { createYoga } from 'graphql-yoga';
import { CAPTCHA_HEADER } from '#captcha/captcha-guard.ts';
import type { ServerConfig } from '#env.ts';
import { bearerToken } from '#http/bearer.ts';
import { CSRF_HEADER } from '#http/csrf.ts';
import { readRefreshToken, replySessionCookies } from '#http/session-cookies.ts';
import type { GraphQLContext, Services } from './context.ts';
import { useErrorCodes } from './error-codes.ts';
import { maskError } from './mask-error.ts';
import { queryLimitPlugins } from './query-limits.ts';
import { visitorResponseCache } from './response-cache.ts';
import { buildSchema } from './schema.ts';

export type ServerContext = { req: FastifyRequest; reply: FastifyReply };

export const GRAPHQL_PATH = '/graphql';

export function createGraphQLServer({
  config,
  services,
  logger,
}: {
  config: ServerConfig;
  services: Services;
  logger: FastifyBaseLogger;
}) {
  const production = config.nodeEnv === 'production';
  const schema = buildSchema();
  const visitorCache = visitorResponseCache(schema, config.seasonCacheTtlMs);
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: !production,
    landingPage: false,
    // CORS is answered by @fastify/cors for the whole server.
    cors: false,
    maskedErrors: { maskError, isDev: config.nodeEnv === 'development' },
    logging: {
      debug: (...args) => logger.debug(args),
      info: (...args) => logger.info(args),
      warn: (...args) => logger.warn(args),
      error: (...args) => logger.error(args),
    },
    context: async ({ req, reply }): Promise<GraphQLContext> => {
      const viewer = await services.sessions.viewer(bearerToken(req));
      const captcha = req.headers[CAPTCHA_HEADER];
      return {
        services,
        viewerId: viewer && viewer !== 'invalid' ? viewer.userId : null,
        sessionFamilyId: viewer && viewer !== 'invalid' ? viewer.familyId : null,
        viewerTokenInvalid: viewer === 'invalid',
        client: {
          ip: req.ip,
          captchaToken: typeof captcha === 'string' && captcha !== '' ? captcha : null,
          refreshToken: readRefreshToken(req),
          cookies: replySessionCookies(reply, { secure: production }),
        },
      };
    },
    plugins: [
      useCSRFPrevention({ requestHeaders: [CSRF_HEADER] }),
      ...queryLimitPlugins({ production }),
      useErrorCodes(),
      ...visitorCache.plugins,
    ],
  });
  return { yoga, forgetSeasonAnswers: visitorCache.clear };
}
