// Load shedding (issue 10 "Overload protection"): while more queries wait for a database connection than
// OVERLOAD_MAX_DATABASE_WAITING allows, or more GraphQL requests are being answered than
// OVERLOAD_MAX_GRAPHQL_IN_FLIGHT, /graphql answers at once with 503, a Retry-After and the spec 2 §8 code
// server-overloaded in a GraphQL error, instead of queueing; health stays answered; once the pressure
// is gone, requests are served again. The same on PGlite (queued queries) and PostgreSQL (pool).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

const MAX_WAITING = 2;
const MAX_IN_FLIGHT = 2;
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
      env: { OVERLOAD_SAMPLE_INTERVAL_MS: '10', OVERLOAD_RETRY_AFTER_SECONDS: '7', ...env },
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

describe('shedding past the GraphQL requests being answered at once', () => {
  const { typename, season, holdDatabase } = overloadServer({
    OVERLOAD_MAX_GRAPHQL_IN_FLIGHT: String(MAX_IN_FLIGHT),
  });

  it('answers 503 server-overloaded while the cap is reached, then serves again', async () => {
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
    expect((await typename()).status).toBe(200);
  });
});
