// Load shedding (issue 10 "Overload protection"): while more queries wait for a database connection than
// OVERLOAD_MAX_DATABASE_WAITING allows, /graphql answers at once with 503, a Retry-After and the spec 2
// §8 code server-overloaded in a GraphQL error, instead of queueing; health stays answered; once the
// queue drains, requests are served again. The same on PGlite (queued queries) and PostgreSQL (pool).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

const MAX_WAITING = 2;
/** More than a PostgreSQL pool holds (10) plus the waiting limit: some must wait on both databases. */
const HELD_TRANSACTIONS = 10 + MAX_WAITING + 2;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    seed: false,
    env: {
      OVERLOAD_MAX_DATABASE_WAITING: String(MAX_WAITING),
      OVERLOAD_SAMPLE_INTERVAL_MS: '10',
      OVERLOAD_RETRY_AFTER_SECONDS: '7',
    },
  });
});
afterAll(() => server.close());

const typename = () =>
  fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'query Floor { __typename }' }),
  });

/** Transactions that hold the database until released; those beyond the connections wait. */
function holdDatabase() {
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
}

describe('overload protection', () => {
  it('sheds /graphql with 503 server-overloaded while queries wait for the database, then recovers', async () => {
    expect((await typename()).status).toBe(200);

    const database = holdDatabase();
    try {
      await expect.poll(() => server.handle.poolUse().waiting).toBeGreaterThan(MAX_WAITING);
      await expect.poll(async () => (await typename()).status).toBe(503);

      const shed = await typename();
      expect(shed.status).toBe(503);
      expect(shed.headers.get('retry-after')).toBe('7');
      expect(shed.headers.get('content-type')).toContain('application/json');
      expect(await shed.json()).toEqual({
        errors: [
          {
            message: 'We are over capacity right now. Please wait a moment and try again.',
            extensions: { code: 'server-overloaded' },
          },
        ],
      });
      const live = await fetch(`${server.url}/health/live`);
      expect(live.status).toBe(200);
    } finally {
      await database.release();
    }

    await expect.poll(async () => (await typename()).status).toBe(200);
    expect(await (await typename()).json()).toEqual({ data: { __typename: 'Query' } });
  });
});
