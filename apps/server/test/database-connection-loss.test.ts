// Issue 10 fault 1: PostgreSQL dropping the server's connections in use (pg_terminate_backend, a
// restart) must not kill the process. The server runs as a child process under load while every
// backend of its database is terminated again and again; the requests caught in flight answer
// `unexpected`, the process keeps serving, and the next requests succeed. PostgreSQL only: PGlite is
// in-process and has no connection to lose.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { createAccessTokens } from '#modules/accounts/access-tokens.ts';
import { createSessions } from '#modules/accounts/sessions.ts';
import { createUser } from '#modules/accounts/users-store.ts';
import { seedDemo } from '#season-files/demo-seed.ts';
import { upsertUserFlagsMutation } from './support/account-operations.ts';
import { testPostgresUrl } from './support/env.ts';
import { eventually } from './support/live-events.ts';
import { startServerProcess, type RunningServerProcess } from './support/server-process.ts';
import { createTestDatabase, openMigrated, type TestDatabase } from './support/test-database.ts';

const PLAYERS = 6;
const AUTH_SECRET = randomBytes(32).toString('hex');
const visitorQuery = /* GraphQL */ `
  query {
    battlePass(group: "allypass") {
      id
    }
  }
`;

type Answer = { status: number; codes: string[] };
type Player = { userId: string; accessToken: string };

let database: TestDatabase;
let handle: DatabaseHandle;
let server: RunningServerProcess;
let players: Player[];

async function request(
  player: Player | null,
  query: string,
  variables?: Record<string, unknown>,
): Promise<Answer> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-graphql-csrf': '1',
      ...(player ? { authorization: `Bearer ${player.accessToken}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
  return {
    status: response.status,
    codes: (body.errors ?? []).map((error) => String(error.extensions?.code)),
  };
}

/** A mutation that runs in a transaction on a checked-out connection, and a visitor read. */
const playerWrite = (player: Player, round: number) =>
  request(player, upsertUserFlagsMutation, {
    userId: player.userId,
    patch: { ally_to_pie_modal_last_shown: round },
  });
const visitorRead = () => request(null, visitorQuery);

/** Terminates every backend connected to the server's database (what a restart does to them). */
async function terminateBackends(admin: pg.Client): Promise<number> {
  const result = await admin.query(
    `select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`,
  );
  return result.rowCount ?? 0;
}

describe.runIf(testPostgresUrl)('PostgreSQL dropping connections in use', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    handle = await openMigrated(database);
    await seedDemo(handle.db);
    const sessions = createSessions({
      db: handle.db,
      accessTokens: createAccessTokens(AUTH_SECRET),
      refreshGraceMs: 0,
    });
    const noCookies = { setRefreshToken: () => {}, clearRefreshToken: () => {} };
    players = [];
    for (let index = 0; index < PLAYERS; index++) {
      const user = await handle.db.transaction((tx) =>
        createUser(tx, { email: `drop-${index}-${randomBytes(4).toString('hex')}@example.test` }),
      );
      const session = await sessions.startSession({
        userId: user.id,
        isNewUser: false,
        cookies: noCookies,
      });
      players.push({ userId: user.id, accessToken: session.accessToken });
    }
    await handle.close();
    if (database.location.kind !== 'postgres') throw new Error('PostgreSQL only');
    server = await startServerProcess({
      DATABASE_URL: database.location.url,
      NODE_ENV: 'production',
      AUTH_SECRET,
      GRAPHQL_RATE_LIMIT_PER_MINUTE: '0',
      AUTH_RATE_LIMIT_SCALE: '0',
      // Load shedding is not this test's subject: on a busy machine it would answer server-overloaded.
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      OVERLOAD_MAX_DATABASE_WAITING: '0',
      OVERLOAD_MAX_GRAPHQL_IN_FLIGHT: '0',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it(
    'keeps serving: requests in flight answer `unexpected`, the next ones succeed',
    { timeout: 120_000 },
    async () => {
      if (database.location.kind !== 'postgres') throw new Error('PostgreSQL only');
      const admin = new pg.Client({ connectionString: database.location.url });
      await admin.connect();
      const answers: Answer[] = [];
      let loading = true;
      let completed = 0;
      const worker = async (player: Player) => {
        for (let round = 0; loading; round++) {
          // A server that died answers nothing: recorded, and this player stops.
          const answer = await (round % 2 === 0 ? playerWrite(player, round) : visitorRead()).catch(
            (): Answer => ({ status: 0, codes: ['no-answer'] }),
          );
          answers.push(answer);
          completed++;
          if (answer.status === 0) return;
        }
      };
      const load = Promise.all(players.map(worker));
      let terminated = 0;
      try {
        // Terminations spread over the load: each after a few more requests have completed.
        for (let termination = 0; termination < 20; termination++) {
          const target = completed + PLAYERS;
          while (completed < target && server.child.exitCode === null)
            await new Promise((resolve) => setImmediate(resolve));
          terminated += await terminateBackends(admin);
        }
        // The restart-like case: every backend terminated several times in a row, with no request
        // completing in between.
        for (let round = 0; round < 5; round++) terminated += await terminateBackends(admin);
      } finally {
        loading = false;
        await load;
      }
      await admin.end();

      expect(terminated).toBeGreaterThan(0);
      expect(server.child.exitCode, server.output()).toBeNull();
      // Every answer is a success or the clear `unexpected` fault, and some were caught in flight.
      const codes = new Set(answers.flatMap((answer) => answer.codes));
      expect([...codes].filter((code) => code !== 'unexpected')).toEqual([]);
      expect(codes.has('unexpected')).toBe(true);

      // The database is back: the very next requests succeed.
      for (const player of players)
        expect(await playerWrite(player, 0)).toEqual({ status: 200, codes: [] });
      expect(await visitorRead()).toEqual({ status: 200, codes: [] });
      expect(server.child.exitCode).toBeNull();
    },
  );

  it('runs a plain read caught by the termination again on a new connection', async () => {
    if (database.location.kind !== 'postgres') throw new Error('PostgreSQL only');
    const reader = await database.open();
    const admin = new pg.Client({ connectionString: database.location.url });
    await admin.connect();
    try {
      // Started now (a drizzle query runs when awaited).
      const read = (async () => reader.db.execute(sql`select 42 as answer from pg_sleep(1)`))();
      // Terminated while it runs on its backend.
      await eventually(async () => {
        const running = await admin.query(
          `select 1 from pg_stat_activity
            where datname = current_database() and state = 'active' and query like '%pg_sleep(1)%'
              and pid <> pg_backend_pid()`,
        );
        return (running.rowCount ?? 0) > 0;
      });
      expect(await terminateBackends(admin)).toBeGreaterThan(0);
      expect((await read).rows).toEqual([{ answer: 42 }]);
    } finally {
      await admin.end();
      await reader.close();
    }
  });
});
