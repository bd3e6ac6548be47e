// Load shedding (issue 10 "Overload protection", issue 26 "Every visit works under real traffic"): a shed
// request is answered with 503, a Retry-After and the spec 2 §8 code server-overloaded (the client
// retries, then opens its server-overloaded modal), never left to queue until the client times out.
// - Only API work is shed (api-work.ts): pages, scripts, styles, images and fonts are always answered.
// - A GraphQL request takes a slot of an adaptive cap on the requests answered at once
//   (in-flight-limit.ts), which bounds the latency of the admitted ones; without a free slot it waits in
//   arrival order up to OVERLOAD_MAX_QUEUE_WAIT_MS, and is shed only past that or once the queue stands
//   (request-queue.ts): a hot moment is queued, a load the server cannot serve is shed.
// - Pressure signals: the event-loop delay (sampled by @fastify/under-pressure), the queries waiting for
//   a database connection, and the heap alive after the last full collection (live-heap.ts). While one is
//   on, the GraphQL queue holds (the work in flight finishes first) and REST writes and new subscription
//   streams are shed; a live heap past its limit also sheds new GraphQL requests, as queueing holds
//   memory the server lacks.
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PoolUse } from '#db/pool-use.ts';
import type { ServerConfig } from '#env.ts';
import { SERVER_OVERLOADED_MESSAGE } from '#errors.ts';
import { GRAPHQL_PATH } from '#graphql/yoga.ts';
import { apiWorkOf } from './api-work.ts';
import { graphqlErrorBody } from './graphql-route-errors.ts';
import { createInFlightLimit } from './in-flight-limit.ts';
import { trackLiveHeap } from './live-heap.ts';
import { createRequestQueue, type QueueOutcome, type RequestQueue } from './request-queue.ts';

export const SERVER_OVERLOADED = 'server-overloaded';

/** What made the server shed a request: a pressure signal, the in-flight cap, or the queue's bound. */
export type OverloadReason =
  'eventLoopDelay' | 'heapUsedBytes' | 'databaseWaiting' | 'graphqlInFlight' | 'queueWait';

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

const shedReasonOf: Record<Exclude<QueueOutcome, 'admitted' | 'left'>, OverloadReason> = {
  'waited-too-long': 'queueWait',
  'over-capacity': 'graphqlInFlight',
};

/** Registers the shedding; answers the GraphQL queue (null without an in-flight cap) for tests. */
/** Each server's GraphQL queue, for tests that wait until a request is held in it (a signal, not a time). */
const queues = new WeakMap<FastifyInstance, RequestQueue>();
export const graphqlQueueOf = (app: FastifyInstance): RequestQueue | undefined => queues.get(app);

export async function registerOverloadProtection(
  app: FastifyInstance,
  { limits, poolUse, onShed }: OverloadProtectionParameters,
): Promise<{ queue: RequestQueue | null }> {
  function shed(request: FastifyRequest, reply: FastifyReply, reason: OverloadReason) {
    onShed?.(reason);
    return reply
      .code(503)
      .header('retry-after', String(limits.retryAfterSeconds))
      .send(overloadedBody(request));
  }

  // Only its sampler: without maxEventLoopDelay its own hook never sheds; the hook below decides.
  await app.register(underPressure, { sampleInterval: limits.sampleIntervalMs });
  const liveHeap = limits.maxHeapUsedBytes > 0 ? trackLiveHeap() : null;
  if (liveHeap) app.addHook('onClose', async () => liveHeap.stop());
  const pressure = (): OverloadReason | null => {
    if (liveHeap && liveHeap.bytes() > limits.maxHeapUsedBytes) return 'heapUsedBytes';
    if (
      limits.maxEventLoopDelayMs > 0 &&
      app.memoryUsage().eventLoopDelay > limits.maxEventLoopDelayMs
    )
      return 'eventLoopDelay';
    if (limits.maxDatabaseWaiting > 0 && poolUse().waiting > limits.maxDatabaseWaiting)
      return 'databaseWaiting';
    return null;
  };

  const queue =
    limits.maxGraphqlInFlight === 0
      ? null
      : createRequestQueue({
          limit: createInFlightLimit({
            max: limits.maxGraphqlInFlight,
            min: limits.minGraphqlInFlight,
            targetLatencyMs: limits.targetLatencyMs,
          }),
          maxWaitMs: limits.maxQueueWaitMs,
          targetLatencyMs: limits.targetLatencyMs,
          held: () => pressure() !== null,
          recheckMs: limits.sampleIntervalMs,
        });
  // A closing server answers what still waits rather than keep it for the bound.
  if (queue) {
    queues.set(app, queue);
    app.addHook('preClose', async () => queue.shedWaiting());
  }

  // Callback style: a request admitted at once (the common case) goes on without a promise (issue 28's
  // floor). An early answer (shed, or the client left) is sent without calling done.
  app.addHook('onRequest', (request, reply, done) => {
    const work = apiWorkOf(request);
    if (work === null) return done();
    const signal = pressure();
    // The GraphQL queue holds for a lagging event loop or database, not for the heap.
    const queued = queue && work === 'graphql' && signal !== 'heapUsedBytes';
    if (!queued || (signal && limits.maxQueueWaitMs === 0)) {
      if (signal) shed(request, reply, signal);
      else done();
      return;
    }
    const settle = (outcome: QueueOutcome) => {
      if (outcome === 'left') return void reply.hijack();
      if (outcome !== 'admitted') return void shed(request, reply, shedReasonOf[outcome]);
      const admittedAt = performance.now();
      // 'close' comes once the answer is sent or the client went away.
      reply.raw.once('close', () => queue.done(performance.now() - admittedAt));
      done();
    };
    const ticket = queue.enter();
    if (ticket.decided) return settle(ticket.decided);
    // 'close' before the answer: the client went away.
    const leave = () => ticket.leave();
    reply.raw.once('close', leave);
    void ticket.outcome.then((outcome) => {
      reply.raw.off('close', leave);
      settle(outcome);
    });
  });
  return { queue };
}
