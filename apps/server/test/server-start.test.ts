// Starting the server against PostgreSQL (issue 10 faults 9 and 10): a database that is not reachable
// is waited for with backoff for DATABASE_CONNECT_TIMEOUT_SECONDS, then the start gives up with one
// line naming the host and DATABASE_URL (never the password); an empty PostgreSQL database gets the
// demo data and the demo player (whose password is public) only when SEED_DEMO asks for them.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PLAYER } from '#modules/accounts/demo-player.ts';
import { testPostgresUrl } from './support/env.ts';
import { spawnServerProcess, startServerProcess } from './support/server-process.ts';

const PASSWORD = 'Not-For-Logs-7731';

describe('PostgreSQL unreachable at start', { timeout: 120_000 }, () => {
  it('is tried again for the configured time, then the server exits with one line naming the host', async () => {
    const server = spawnServerProcess({
      // Nothing listens on port 1.
      DATABASE_URL: `postgres://levelup:${PASSWORD}@127.0.0.1:1/levelup`,
      DATABASE_CONNECT_TIMEOUT_SECONDS: '1',
      NODE_ENV: 'production',
    });
    const code = await server.exited;
    expect(code).toBe(1);
    expect(server.stdout()).toContain('Waiting for PostgreSQL at 127.0.0.1:1 (');
    const lines = server.stderr().trim().split('\n');
    // The reason is the last attempt's: refused, or a connect timeout on a busy machine.
    expect(lines).toEqual([
      expect.stringMatching(
        /^Cannot reach PostgreSQL at 127\.0\.0\.1:1 after 1 s \((.*ECONNREFUSED.*|timeout expired)\): check DATABASE_URL\.$/,
      ),
    ]);
    expect(server.output()).not.toContain(PASSWORD);
  });
});

describe.runIf(testPostgresUrl)(
  'an empty PostgreSQL database at start',
  { timeout: 180_000 },
  () => {
    const created: string[] = [];
    const admin = () => new pg.Client({ connectionString: testPostgresUrl });

    async function createDatabase(name: string): Promise<string> {
      const client = admin();
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      const url = new URL(testPostgresUrl ?? '');
      url.pathname = `/${name}`;
      return url.toString();
    }

    async function demoPlayers(url: string): Promise<number> {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const result = await client.query('select 1 from users where email = $1', [
          DEMO_PLAYER.email,
        ]);
        return result.rowCount ?? 0;
      } finally {
        await client.end();
      }
    }

    const freshName = () => {
      const name = `test_${randomBytes(6).toString('hex')}`;
      created.push(name);
      return name;
    };
    const productionEnv = (url: string) => ({
      DATABASE_URL: url,
      NODE_ENV: 'production',
      AUTH_SECRET: randomBytes(32).toString('hex'),
    });

    afterAll(async () => {
      const client = admin();
      await client.connect();
      for (const name of created)
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    });

    it('gets no demo player in production', async () => {
      const url = await createDatabase(freshName());
      const server = await startServerProcess(productionEnv(url));
      try {
        expect(server.stdout()).not.toContain(DEMO_PLAYER.password);
        expect(await demoPlayers(url)).toBe(0);
      } finally {
        await server.stop();
      }
    });

    it('created while the server waits for it: the server starts, and seeds it when SEED_DEMO asks', async () => {
      const name = freshName();
      const url = new URL(testPostgresUrl ?? '');
      url.pathname = `/${name}`;
      const server = spawnServerProcess({
        ...productionEnv(url.toString()),
        SEED_DEMO: 'true',
        DATABASE_CONNECT_TIMEOUT_SECONDS: '60',
      });
      try {
        await server.waitForOutput(/Waiting for PostgreSQL at /);
        await createDatabase(name);
        await server.waitForOutput(/LevelUp is running: /);
        expect(await demoPlayers(url.toString())).toBe(1);
      } finally {
        await server.stop();
      }
    });
  },
);
