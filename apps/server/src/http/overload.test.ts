// A shed request is answered once, with 503, and never reaches its route (issue 10 "Overload
// protection"): a shed mutation that ran anyway would make the client's retry run it twice.
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { GRAPHQL_PATH } from '#graphql/yoga.ts';
import { registerOverloadProtection } from './overload.ts';

const limits = {
  maxEventLoopDelayMs: 0,
  maxHeapUsedBytes: 0,
  maxDatabaseWaiting: 1,
  maxGraphqlInFlight: 0,
  minGraphqlInFlight: 1,
  targetLatencyMs: 100,
  sampleIntervalMs: 10,
  retryAfterSeconds: 5,
};

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function overloadedApp() {
  const app = Fastify();
  apps.push(app);
  let waiting = 0;
  let routeRuns = 0;
  await registerOverloadProtection(app, {
    limits,
    poolUse: () => ({ total: 10, idle: 0, waiting }),
  });
  // An answer that takes a moment to go out, as with the security headers and compression.
  app.addHook('onSend', async (_request, _reply, payload) => {
    await new Promise((resolve) => setImmediate(resolve));
    return payload;
  });
  app.post(GRAPHQL_PATH, async () => {
    routeRuns += 1;
    return { data: { __typename: 'Mutation' } };
  });
  await app.ready();
  return {
    app,
    routeRuns: () => routeRuns,
    setWaiting: (value: number) => (waiting = value),
  };
}

describe('shedding under pressure', () => {
  it('answers 503 server-overloaded and does not run the route', async () => {
    const { app, routeRuns, setWaiting } = await overloadedApp();
    setWaiting(5);
    await expect
      .poll(async () => (await app.inject({ method: 'POST', url: GRAPHQL_PATH })).statusCode)
      .toBe(503);
    const runsBefore = routeRuns();
    const shed = await Promise.all(
      Array.from({ length: 5 }, () => app.inject({ method: 'POST', url: GRAPHQL_PATH })),
    );
    expect(shed.map((response) => response.statusCode)).toEqual([503, 503, 503, 503, 503]);
    expect(shed[0]!.json().errors[0].extensions.code).toBe('server-overloaded');
    expect(routeRuns()).toBe(runsBefore);

    setWaiting(0);
    await expect
      .poll(async () => (await app.inject({ method: 'POST', url: GRAPHQL_PATH })).statusCode)
      .toBe(200);
  });
});

describe('shedding on the heap alive after the last full collection', () => {
  async function appWithHeapLimit(maxHeapUsedBytes: number) {
    const app = Fastify();
    apps.push(app);
    const reasons: string[] = [];
    await registerOverloadProtection(app, {
      limits: { ...limits, maxDatabaseWaiting: 0, maxHeapUsedBytes },
      poolUse: () => ({ total: 10, idle: 10, waiting: 0 }),
      onShed: (reason) => reasons.push(reason),
    });
    app.post(GRAPHQL_PATH, async () => ({ data: { __typename: 'Query' } }));
    await app.ready();
    return { app, reasons };
  }

  it('sheds with the reason heapUsedBytes once the live heap passes the limit', async () => {
    const { app, reasons } = await appWithHeapLimit(1);
    await expect
      .poll(async () => (await app.inject({ method: 'POST', url: GRAPHQL_PATH })).statusCode)
      .toBe(503);
    expect(reasons).toContain('heapUsedBytes');
  });

  it('answers while the live heap is under the limit', async () => {
    const { app, reasons } = await appWithHeapLimit(64 * 1024 * 1024 * 1024);
    await new Promise((resolve) => setTimeout(resolve, 5 * limits.sampleIntervalMs));
    expect((await app.inject({ method: 'POST', url: GRAPHQL_PATH })).statusCode).toBe(200);
    expect(reasons).toEqual([]);
  });
});
