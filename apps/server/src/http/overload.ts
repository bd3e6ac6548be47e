// Load shedding (issue 10 "Overload protection"): when the event loop lags, the heap nears its limit or
// too many queries wait for a database connection, a request is answered at once with 503 and the
// spec 2 §8 code server-overloaded (the client opens its server-overloaded modal) instead of queueing
// until it times out. @fastify/under-pressure samples the process; the database queue is its custom
// health check. Health and metrics answer regardless, so probes and scrapers see the pressure.
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PoolUse } from '#db/pool-use.ts';
import type { ServerConfig } from '#env.ts';
import { SERVER_OVERLOADED_MESSAGE } from '#errors.ts';
import { GRAPHQL_PATH } from '#graphql/yoga.ts';

export const SERVER_OVERLOADED = 'server-overloaded';

/** What made the server shed a request (under-pressure's type names). */
export type OverloadReason =
  'eventLoopDelay' | 'heapUsedBytes' | 'rssBytes' | 'healthCheck' | 'eventLoopUtilization';

/** Probes and scrapers are never shed: they report the pressure. */
export const UNSHED_PATHS = new Set(['/health', '/health/live', '/health/ready', '/metrics']);

export type OverloadProtectionParameters = {
  limits: ServerConfig['overload'];
  poolUse: () => PoolUse;
  /** Called for each shed request (metrics). */
  onShed?: (reason: OverloadReason) => void;
};

function overloadedBody(request: FastifyRequest) {
  // /graphql answers stay GraphQL responses; the REST routes answer { code, message } as elsewhere.
  return request.routeOptions.url === GRAPHQL_PATH
    ? { errors: [{ message: SERVER_OVERLOADED_MESSAGE, extensions: { code: SERVER_OVERLOADED } }] }
    : { code: SERVER_OVERLOADED, message: SERVER_OVERLOADED_MESSAGE };
}

export async function registerOverloadProtection(
  app: FastifyInstance,
  { limits, poolUse, onShed }: OverloadProtectionParameters,
): Promise<void> {
  const checksDatabase = limits.maxDatabaseWaiting > 0;
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxHeapUsedBytes: limits.maxHeapUsedBytes,
    sampleInterval: limits.sampleIntervalMs,
    ...(checksDatabase
      ? {
          healthCheck: async () => poolUse().waiting <= limits.maxDatabaseWaiting,
          healthCheckInterval: limits.sampleIntervalMs,
        }
      : {}),
    pressureHandler: (request: FastifyRequest, reply: FastifyReply, type: string) => {
      // Returning without an answer lets the request through (under-pressure's convention).
      if (UNSHED_PATHS.has(request.routeOptions.url ?? '')) return;
      onShed?.(type as OverloadReason);
      void reply
        .code(503)
        .header('retry-after', String(limits.retryAfterSeconds))
        .send(overloadedBody(request));
    },
  });
}
