// The Prometheus metrics of one server instance (issue 10 "Observability"), in a registry of its own (a
// test process runs several apps): GraphQL requests and their latency per operation, error codes,
// shed requests, HTTP answers per route, database connections, open subscriptions (SSE clients), and
// Node's default process metrics. Label values are bounded: operation names by ./operation-labels.ts,
// routes by the registered routes, codes by the error catalogue.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolUse } from '#db/pool-use.ts';
import type { QueueStat } from '#jobs/job-queue.ts';

export type MetricsSources = {
  poolUse: () => PoolUse;
  /** Subscriptions open on this instance: one per connected SSE client stream. */
  openSubscriptions: () => number;
};

export type Metrics = ReturnType<typeof createMetrics>;

export function createMetrics({ poolUse, openSubscriptions }: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    graphqlRequestDuration: new Histogram({
      name: 'levelup_graphql_request_duration_seconds',
      help: 'GraphQL queries and mutations over HTTP, from request to answer, per operation name.',
      labelNames: ['operation'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    errors: new Counter({
      name: 'levelup_graphql_errors_total',
      help: 'Errors in GraphQL answers, per extensions.code (spec 1 §8, spec 2 §8).',
      labelNames: ['code'] as const,
      registers,
    }),
    shed: new Counter({
      name: 'levelup_overload_shed_total',
      help: 'Requests answered 503 server-overloaded, per pressure that caused it.',
      labelNames: ['reason'] as const,
      registers,
    }),
    httpRequests: new Counter({
      name: 'levelup_http_requests_total',
      help: 'HTTP answers per route (unmatched paths as "unmatched") and status code.',
      labelNames: ['method', 'route', 'status_code'] as const,
      registers,
    }),
    databasePool: new Gauge({
      name: 'levelup_database_pool_connections',
      help: 'Database connections: total, idle, and queries waiting for one (PGlite: one connection).',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const use = poolUse();
        this.set({ state: 'total' }, use.total);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'waiting' }, use.waiting);
      },
    }),
    openSubscriptions: new Gauge({
      name: 'levelup_subscriptions_open',
      help: 'GraphQL subscriptions open on this instance (connected SSE clients).',
      registers,
      collect() {
        this.set(openSubscriptions());
      },
    }),
  };
}

/** One job queue's counts, as the job queue reports them (src/jobs/job-queue.ts). */
export type QueueStats = QueueStat;

/**
 * Job queue depth and failures, read from `queueStats` at each scrape: jobs per queue waiting to run
 * (queued), running (active) and failed after their retries (failed). A queue that disappears from the
 * stats disappears here.
 */
export function registerQueueMetrics(
  metrics: Pick<Metrics, 'registry'>,
  queueStats: () => Promise<QueueStats[]>,
): void {
  new Gauge({
    name: 'levelup_job_queue_jobs',
    help: 'Jobs per queue and state: queued, active, failed.',
    labelNames: ['queue', 'state'] as const,
    registers: [metrics.registry],
    async collect() {
      const queues = await queueStats();
      this.reset();
      for (const { queue, queued, active, failed } of queues) {
        this.set({ queue, state: 'queued' }, queued);
        this.set({ queue, state: 'active' }, active);
        this.set({ queue, state: 'failed' }, failed);
      }
    },
  });
}
