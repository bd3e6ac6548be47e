// Load shedding (issue 10 "Overload protection"): under pressure a request is answered at once with 503,
// a Retry-After and the spec 2 §8 code server-overloaded (the client opens its server-overloaded
// modal) instead of queueing until it times out. @fastify/under-pressure samples the event-loop delay
// and, as its custom health check, the heap alive after the last full collection (live-heap.ts) and
// the queries waiting for a database connection.
// Sampled signals react a sample late, so a burst admitted in between would queue behind itself; an
// adaptive cap on the GraphQL requests being answered at once (in-flight-limit.ts) bounds that queue,
// and so the latency of the admitted ones (bench/overload-shedding.ts). Health and metrics always
// answer: they report the pressure.
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PoolUse } from '#db/pool-use.ts';
import type { ServerConfig } from '#env.ts';
import { SERVER_OVERLOADED_MESSAGE } from '#errors.ts';
import { createInFlightLimit } from './in-flight-limit.ts';
import { trackLiveHeap } from './live-heap.ts';
import { graphqlErrorBody } from './graphql-route-errors.ts';
import { GRAPHQL_PATH } from '#graphql/yoga.ts';

export const SERVER_OVERLOADED = 'server-overloaded';

/** What made the server shed a request: under-pressure's checks, or the in-flight cap. */
export type OverloadReason =
  | 'eventLoopDelay'
  | 'heapUsedBytes'
  | 'rssBytes'
  | 'healthCheck'
  | 'eventLoopUtilization'
  | 'graphqlInFlight';

/** Probes and scrapers are never shed. */
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
    ? graphqlErrorBody(SERVER_OVERLOADED_MESSAGE, SERVER_OVERLOADED, request.id)
    : { code: SERVER_OVERLOADED, message: SERVER_OVERLOADED_MESSAGE };
}

/** A subscription stream stays open for minutes: it is not a request being answered. */
const isEventStream = (request: FastifyRequest) =>
  request.headers.accept?.includes('text/event-stream') ?? false;

export async function registerOverloadProtection(
  app: FastifyInstance,
  { limits, poolUse, onShed }: OverloadProtectionParameters,
): Promise<void> {
  function shed(request: FastifyRequest, reply: FastifyReply, reason: OverloadReason) {
    onShed?.(reason);
    return reply
      .code(503)
      .header('retry-after', String(limits.retryAfterSeconds))
      .send(overloadedBody(request));
  }

  const checksDatabase = limits.maxDatabaseWaiting > 0;
  const liveHeap = limits.maxHeapUsedBytes > 0 ? trackLiveHeap() : null;
  if (liveHeap) app.addHook('onClose', async () => liveHeap.stop());
  // The health check's failing part names the shed reason.
  let unhealthy: OverloadReason = 'healthCheck';
  const healthy = () => {
    if (liveHeap && liveHeap.bytes() > limits.maxHeapUsedBytes) unhealthy = 'heapUsedBytes';
    else if (checksDatabase && poolUse().waiting > limits.maxDatabaseWaiting)
      unhealthy = 'healthCheck';
    else return true;
    return false;
  };
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    sampleInterval: limits.sampleIntervalMs,
    ...(checksDatabase || liveHeap
      ? { healthCheck: async () => healthy(), healthCheckInterval: limits.sampleIntervalMs }
      : {}),
    pressureHandler: (request: FastifyRequest, reply: FastifyReply, type: string) => {
      // Returning nothing lets the request through (under-pressure's convention). A shed request
      // returns a promise of the sent reply (a Reply is thenable: it settles once the answer is
      // written): under-pressure goes on only then, and Fastify then skips the route. Returning
      // nothing after sending would run the route as well and answer twice.
      if (UNSHED_PATHS.has(request.routeOptions.url ?? '')) return;
      const reason = type === 'healthCheck' ? unhealthy : (type as OverloadReason);
      return Promise.resolve(shed(request, reply, reason)).then(() => undefined);
    },
  });

  if (limits.maxGraphqlInFlight === 0) return;
  const inFlight = createInFlightLimit({
    max: limits.maxGraphqlInFlight,
    min: limits.minGraphqlInFlight,
    targetLatencyMs: limits.targetLatencyMs,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url !== GRAPHQL_PATH || isEventStream(request)) return;
    if (!inFlight.tryAcquire()) return shed(request, reply, 'graphqlInFlight');
    const start = performance.now();
    // 'close' comes once the answer is sent or the client went away.
    reply.raw.once('close', () => inFlight.release(performance.now() - start));
  });
}
