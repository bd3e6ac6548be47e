// A shed request is answered once, with 503, and never reaches its route (issue 10 "Overload
// protection"): a shed mutation that ran anyway would make the client's retry run it twice. Pages and
// files are never shed; a GraphQL request without a free slot waits for one (issue 26).
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
  maxQueueWaitMs: 2000,
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

describe('pages and files under pressure (issue 26)', () => {
  it('answers a page, a script and an image while GraphQL and REST writes are shed', async () => {
    const app = Fastify();
    apps.push(app);
    await registerOverloadProtection(app, {
      limits: { ...limits, maxDatabaseWaiting: 0, maxHeapUsedBytes: 1 },
      poolUse: () => ({ total: 10, idle: 10, waiting: 0 }),
    });
    app.post(GRAPHQL_PATH, async () => ({ data: { __typename: 'Query' } }));
    app.post('/api/analytics', async () => ({ ok: true }));
    app.get('/assets/app.js', async () => 'console.log(1);');
    app.get('/images/games/game.svg', async () => '<svg/>');
    app.setNotFoundHandler((_request, reply) => reply.type('text/html').send('<!doctype html>'));
    await app.ready();
    for (const url of ['/assets/app.js', '/images/games/game.svg', '/allypass', '/'])
      expect([url, (await app.inject({ url })).statusCode]).toEqual([url, 200]);
    expect((await app.inject({ method: 'HEAD', url: '/assets/app.js' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: GRAPHQL_PATH })).statusCode).toBe(503);
    expect((await app.inject({ method: 'POST', url: '/api/analytics' })).statusCode).toBe(503);
  });
});

describe('the GraphQL queue (issue 26)', () => {
  /** One slot; a route that answers once the test lets it. */
  async function oneSlotApp() {
    const app = Fastify();
    apps.push(app);
    const gates: (() => void)[] = [];
    let routeRuns = 0;
    const { queue } = await registerOverloadProtection(app, {
      limits: { ...limits, maxDatabaseWaiting: 0, maxGraphqlInFlight: 1, minGraphqlInFlight: 1 },
      poolUse: () => ({ total: 10, idle: 10, waiting: 0 }),
    });
    app.post(GRAPHQL_PATH, async () => {
      routeRuns += 1;
      await new Promise<void>((resolve) => gates.push(resolve));
      return { data: { __typename: 'Query' } };
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const post = (signal?: AbortSignal) =>
      fetch(`${url}${GRAPHQL_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
        signal,
      });
    return { queue: queue!, post, gates, routeRuns: () => routeRuns };
  }

  it('a request that finds the slot taken waits for it and is answered, not shed', async () => {
    const { queue, post, gates, routeRuns } = await oneSlotApp();
    const first = post();
    await expect.poll(routeRuns).toBe(1);
    const second = post();
    await expect.poll(() => queue.waiting()).toBe(1);
    gates.shift()!();
    expect((await first).status).toBe(200);
    await expect.poll(routeRuns).toBe(2);
    gates.shift()!();
    expect((await second).status).toBe(200);
  });

  it('a request whose client goes away while it waits leaves the queue and never runs', async () => {
    const { queue, post, gates, routeRuns } = await oneSlotApp();
    const first = post();
    await expect.poll(routeRuns).toBe(1);
    const abort = new AbortController();
    const gone = post(abort.signal).catch((error: unknown) => error);
    await expect.poll(() => queue.waiting()).toBe(1);
    abort.abort();
    await expect.poll(() => queue.waiting()).toBe(0);
    expect(await gone).toBeInstanceOf(Error);
    gates.shift()!();
    expect((await first).status).toBe(200);
    const third = post();
    await expect.poll(routeRuns).toBe(2);
    gates.shift()!();
    expect((await third).status).toBe(200);
    expect(routeRuns()).toBe(2);
  });
});
