// graphql-yoga at /graphql, with the query limits, masked errors and the per-request context.
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { createYoga } from 'graphql-yoga';
import type { ServerConfig } from '#env.ts';
import type { GraphQLContext, Services } from './context.ts';
import { useErrorCodes } from './error-codes.ts';
import { maskError } from './mask-error.ts';
import { queryLimitPlugins } from './query-limits.ts';
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
  return createYoga<ServerContext, GraphQLContext>({
    schema: buildSchema(),
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
    context: (): GraphQLContext => ({ services, viewerId: null }),
    plugins: [...queryLimitPlugins({ production }), useErrorCodes()],
  });
}
