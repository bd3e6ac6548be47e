// Observability (issue 10): /metrics in the Prometheus format behind the operator token, counting
// GraphQL operations and error codes, the database pool, open subscriptions and job queues; liveness
// and readiness, the latter failing while the database is unreachable.
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerQueueMetrics, type QueueStats } from '#metrics/metrics.ts';
import { operatorToken } from '#modules/progression/operator-token.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const authSecret = randomBytes(32).toString('hex');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false, env: { AUTH_SECRET: authSecret } });
});
afterAll(() => server.close());

const scrape = (token: string | null = operatorToken(authSecret)) =>
  fetch(`${server.url}/metrics`, token ? { headers: { authorization: `Bearer ${token}` } } : {});

async function metricsText(): Promise<string> {
  const response = await scrape();
  expect(response.status).toBe(200);
  return response.text();
}

/** The value of one sample line, e.g. `name{label="x"} 3`; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const post = (query: string) =>
  fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });

describe('GET /metrics', () => {
  it('refuses a request without the operator token, or with another token', async () => {
    expect((await scrape(null)).status).toBe(401);
    const wrong = await scrape(operatorToken(randomBytes(32).toString('hex')));
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      code: 'unauthenticated',
      message: 'A valid operator token is required.',
    });
  });

  it('answers the metric families in the Prometheus text format', async () => {
    const response = await scrape();
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    for (const family of [
      'levelup_graphql_request_duration_seconds',
      'levelup_graphql_errors_total',
      'levelup_overload_shed_total',
      'levelup_http_requests_total',
      'levelup_database_pool_connections',
      'levelup_subscriptions_open',
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
    ])
      expect(text).toContain(`# TYPE ${family} `);
    expect(sample(text, 'levelup_database_pool_connections{state="total"}')).toBeGreaterThan(0);
    expect(sample(text, 'levelup_database_pool_connections{state="waiting"}')).toBe(0);
    expect(sample(text, 'levelup_subscriptions_open')).toBe(0);
  });

  it('counts GraphQL requests per operation name and errors per code', async () => {
    const operation = 'levelup_graphql_request_duration_seconds_count{operation="SiteFloor"}';
    const invalidInput = 'levelup_graphql_errors_total{code="invalid-input"}';
    const before = await metricsText();

    // Executed, then replayed from the visitor cache by yoga, then by the route: one name throughout.
    for (let request = 0; request < 3; request++)
      expect((await post('query SiteFloor { __typename }')).status).toBe(200);
    const unknownSeason = await post('query Season { battlePass(group: "no-such-group") { id } }');
    expect((await unknownSeason.json()).errors[0].extensions.code).toBe('invalid-input');
    expect((await post('{ __typename }')).status).toBe(200);

    const after = await metricsText();
    expect((sample(after, operation) ?? 0) - (sample(before, operation) ?? 0)).toBe(3);
    expect((sample(after, invalidInput) ?? 0) - (sample(before, invalidInput) ?? 0)).toBe(1);
    expect(
      sample(after, 'levelup_graphql_request_duration_seconds_count{operation="Season"}'),
    ).toBe(1);
    expect(
      sample(after, 'levelup_graphql_request_duration_seconds_count{operation="anonymous"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(
        after,
        'levelup_http_requests_total{method="POST",route="/graphql",status_code="200"}',
      ),
    ).toBeGreaterThanOrEqual(5);
  });

  it('reports the job queues of a registered source at each scrape', async () => {
    // A registry of its own: the app's registry reads the app's real queue (below).
    const metrics = { registry: new Registry() };
    let stats: QueueStats[] = [{ queue: 'crypto-payment-watch', queued: 3, active: 1, failed: 2 }];
    registerQueueMetrics(metrics, async () => stats);

    const text = await metrics.registry.metrics();
    expect(
      sample(text, 'levelup_job_queue_jobs{queue="crypto-payment-watch",state="queued"}'),
    ).toBe(3);
    expect(
      sample(text, 'levelup_job_queue_jobs{queue="crypto-payment-watch",state="active"}'),
    ).toBe(1);
    expect(
      sample(text, 'levelup_job_queue_jobs{queue="crypto-payment-watch",state="failed"}'),
    ).toBe(2);

    stats = [];
    expect(await metrics.registry.metrics()).not.toContain('queue="crypto-payment-watch"');
  });

  it("reports the app's own job queue", async () => {
    await server.app.jobs.register<{ n: number }>({
      name: 'metrics-probe',
      handler: async () => {},
    });
    await server.app.jobs.send('metrics-probe', { n: 1 }, { startAfterSeconds: 3600 });
    const text = await metricsText();
    expect(sample(text, 'levelup_job_queue_jobs{queue="metrics-probe",state="queued"}')).toBe(1);
    expect(sample(text, 'levelup_job_queue_jobs{queue="metrics-probe",state="failed"}')).toBe(0);
  });
});

describe('health', () => {
  it('answers liveness and readiness while the database answers', async () => {
    const live = await fetch(`${server.url}/health/live`);
    expect([live.status, await live.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await fetch(`${server.url}/health/ready`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ok', database: 'ok' }]);
  });

  it('fails readiness (and /health) with 503 while the database is unreachable; liveness still answers', async () => {
    const other = await startTestServer({ seed: false });
    try {
      await other.handle.close();
      const ready = await fetch(`${other.url}/health/ready`);
      expect([ready.status, await ready.json()]).toEqual([
        503,
        { status: 'error', database: 'error' },
      ]);
      expect((await fetch(`${other.url}/health`)).status).toBe(503);
      expect((await fetch(`${other.url}/health/live`)).status).toBe(200);
    } finally {
      await other.app.close();
      await other.database.drop();
      await rm(other.filesDir, { recursive: true, force: true });
    }
  });
});
