// Load shedding (issue 10 "Overload protection", issue 26 "A hot moment is queued, not refused"): a
// GraphQL request that finds OVERLOAD_MAX_GRAPHQL_IN_FLIGHT requests being answered, or more queries
// waiting for a database connection than OVERLOAD_MAX_DATABASE_WAITING allows, waits in arrival order and
// is answered once it can be; past OVERLOAD_MAX_QUEUE_WAIT_MS it is answered 503 with a Retry-After and
// the spec 2 §8 code server-overloaded in a GraphQL error (at once without a cap); health stays
// answered; once the pressure is gone, requests are served again. The same on PGlite (queued queries)
// and PostgreSQL (pool).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlQueueOf } from '#http/overload.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const MAX_WAITING = 2;
const MAX_IN_FLIGHT = 2;
/** Short, so a test sees a request shed soon. */
const QUEUE_WAIT_MS = 400;
/** More than a PostgreSQL pool holds (10) plus the waiting limit: some must wait on both databases. */
const HELD_TRANSACTIONS = 10 + MAX_WAITING + 2;

const overloaded = {
  errors: [
    {
      message: 'We are over capacity right now. Please wait a moment and try again.',
      extensions: { code: 'server-overloaded', requestId: expect.any(String) },
    },
  ],
};

function overloadServer(env: Record<string, string>) {
  let server!: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      seed: false,
      env: {
        OVERLOAD_SAMPLE_INTERVAL_MS: '10',
        OVERLOAD_RETRY_AFTER_SECONDS: '7',
        OVERLOAD_MAX_QUEUE_WAIT_MS: String(QUEUE_WAIT_MS),
        ...env,
      },
    });
  });
  afterAll(() => server.close());

  const post = (query: string) =>
    fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
  return {
    server: () => server,
    /** Needs no database. */
    typename: () => post('query Floor { __typename }'),
    /** Reads the seasons, so it waits while the database is held. */
    season: () => post('query Season { battlePass(group: "allypass") { id } }'),
    /** Transactions that hold the database until released; those beyond the connections wait. */
    holdDatabase() {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const held = Array.from({ length: HELD_TRANSACTIONS }, () =>
        server.handle.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await gate;
        }),
      );
      return {
        release: async () => {
          release();
          await Promise.all(held);
        },
      };
    },
  };
}

describe('shedding while queries wait for the database', () => {
  const { server, typename, holdDatabase } = overloadServer({
    OVERLOAD_MAX_DATABASE_WAITING: String(MAX_WAITING),
  });

  it('answers /graphql 503 server-overloaded with a Retry-After, keeps health up, then recovers', async () => {
    expect((await typename()).status).toBe(200);

    const database = holdDatabase();
    try {
      await expect.poll(() => server().handle.poolUse().waiting).toBeGreaterThan(MAX_WAITING);
      await expect.poll(async () => (await typename()).status).toBe(503);

      const shed = await typename();
      expect(shed.status).toBe(503);
      expect(shed.headers.get('retry-after')).toBe('7');
      expect(shed.headers.get('content-type')).toContain('application/json');
      expect(await shed.json()).toEqual(overloaded);
      expect((await fetch(`${server().url}/health/live`)).status).toBe(200);
    } finally {
      await database.release();
    }

    await expect.poll(async () => (await typename()).status).toBe(200);
    expect(await (await typename()).json()).toEqual({ data: { __typename: 'Query' } });
  });
});

describe('a queue while queries wait for the database', () => {
  const { server, typename, holdDatabase } = overloadServer({
    OVERLOAD_MAX_DATABASE_WAITING: String(MAX_WAITING),
    OVERLOAD_MAX_GRAPHQL_IN_FLIGHT: '64',
  });

  it('holds /graphql while the database is swamped and answers it once it is not', async () => {
    const database = holdDatabase();
    let answered: Response | null = null;
    try {
      await expect.poll(() => server().handle.poolUse().waiting).toBeGreaterThan(MAX_WAITING);
      const waiting = typename().then((response) => (answered = response));
      // The request is held in the queue (the signal), and stays unanswered while it is.
      await expect.poll(() => graphqlQueueOf(server().app)?.waiting()).toBe(1);
      expect(answered).toBeNull();
      await database.release();
      expect((await waiting).status).toBe(200);
    } finally {
      await database.release();
    }
  });

  it('sheds a request held past OVERLOAD_MAX_QUEUE_WAIT_MS, keeps health up, then recovers', async () => {
    const database = holdDatabase();
    try {
      await expect.poll(() => server().handle.poolUse().waiting).toBeGreaterThan(MAX_WAITING);
      const started = performance.now();
      const shed = await typename();
      expect(performance.now() - started).toBeGreaterThanOrEqual(QUEUE_WAIT_MS - 50);
      expect([shed.status, shed.headers.get('retry-after'), await shed.json()]).toEqual([
        503,
        '7',
        overloaded,
      ]);
      expect((await fetch(`${server().url}/health/live`)).status).toBe(200);
    } finally {
      await database.release();
    }
    await expect.poll(async () => (await typename()).status).toBe(200);
  });
});

describe('a queue past the GraphQL requests being answered at once', () => {
  const { server, typename, season, holdDatabase } = overloadServer({
    OVERLOAD_MAX_GRAPHQL_IN_FLIGHT: String(MAX_IN_FLIGHT),
    // Each test's season queries read the database (not the season cache) and so hold their slot.
    SEASON_CACHE_TTL_SECONDS: '0',
  });

  it('a request that finds the cap reached waits for a slot and is answered, not shed', async () => {
    const database = holdDatabase();
    const answering = Array.from({ length: MAX_IN_FLIGHT }, () => season());
    const queue = () => graphqlQueueOf(server().app);
    await expect.poll(() => queue()?.inFlight()).toBe(MAX_IN_FLIGHT);
    const waiting = typename();
    await expect.poll(() => queue()?.waiting()).toBe(1);
    await database.release();
    const answered = await Promise.all([...answering, waiting]);
    expect(answered.map((response) => response.status)).toEqual([200, 200, 200]);
  });

  it('answers 503 server-overloaded once a request waited the whole bound, then serves again', async () => {
    const database = holdDatabase();
    const answering = Array.from({ length: MAX_IN_FLIGHT }, () => season());
    try {
      await expect.poll(async () => (await typename()).status).toBe(503);
      const shed = await typename();
      expect([shed.status, await shed.json()]).toEqual([503, overloaded]);
    } finally {
      await database.release();
    }
    const answered = await Promise.all(answering);
    expect(answered.map((response) => response.status)).toEqual([200, 200]);
    await expect.poll(async () => (await typename()).status).toBe(200);
  });
});
