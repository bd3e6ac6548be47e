// GET /metrics in the Prometheus text format (issue 10 "Observability"), for the operator's scraper:
// the operator bearer token (modules/progression/operator-token.ts) is required, after a per-IP limit,
// as on the operator API.
import type { FastifyInstance } from 'fastify';
import type Redis from 'ioredis';
import type { Metrics } from '#metrics/metrics.ts';
import { isOperatorToken } from '#modules/progression/operator-token.ts';
import { createIpLimit } from '#rate-limit/ip-limit.ts';
import { bearerToken } from './bearer.ts';

export const METRICS_PATH = '/metrics';

/** Scrapes per IP and minute: a scraper every few seconds, with room for a person at a terminal. */
export const METRICS_REQUESTS_PER_MINUTE = 120;

export function registerMetricsRoute(
  app: FastifyInstance,
  { metrics, authSecret, redis }: { metrics: Metrics; authSecret: string; redis: Redis | null },
): void {
  const limit = createIpLimit({ name: 'metrics', perMinute: METRICS_REQUESTS_PER_MINUTE, redis });
  app.get(METRICS_PATH, async (request, reply) => {
    if (!(await limit.admit(request, reply))) return reply;
    if (!isOperatorToken(authSecret, bearerToken(request)))
      return reply
        .code(401)
        .send({ code: 'unauthenticated', message: 'A valid operator token is required.' });
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
