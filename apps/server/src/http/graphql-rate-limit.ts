// A generous per-IP request limit on /graphql against floods (issue 3 "Abuse and bad input"), on top of
// the per-action limits of sign-in and codes. GRAPHQL_RATE_LIMIT_PER_MINUTE=0 turns it off (benchmarks).
// Counters live in Redis when REDIS_URL is set, so several instances share them.
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type Redis from 'ioredis';
import { TOO_MANY_REQUESTS_MESSAGE } from '#errors.ts';
import { ipKey } from '#rate-limit/ip-key.ts';
import { graphqlErrorBody } from './graphql-route-errors.ts';

export async function registerGraphQLRateLimit(
  app: FastifyInstance,
  { perMinute, redis }: { perMinute: number; redis: Redis | null },
): Promise<{ rateLimit?: { max: number; timeWindow: string } }> {
  if (perMinute === 0) return {};
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'levelup-graphql-rate-limit-' } : {}),
    keyGenerator: (request) => ipKey(request.ip),
    // A GraphQL-shaped answer with the spec 2 §8 code and text.
    errorResponseBuilder: (request, context) => ({
      statusCode: context.statusCode,
      ...graphqlErrorBody(TOO_MANY_REQUESTS_MESSAGE, 'too-many-requests', request.id, {
        retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
      }),
    }),
  });
  return { rateLimit: { max: perMinute, timeWindow: '1 minute' } };
}
