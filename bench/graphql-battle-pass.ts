// GraphQL throughput of the server on PostgreSQL: (a) the battle pass page query (season, all levels,
// both reward tracks, items and games) and (b) `{ __typename }` as the floor of the HTTP + GraphQL
// stack. Starts the real server (production mode) on a fresh database, seeds it, runs autocannon for
// 10 s per query against 127.0.0.1, prints req/s, p50 and p99, writes results/graphql.json, drops the db.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { battlePassPage } from './lib/page-queries.ts';
import { startServer } from './lib/server.ts';
import { benchPostgresUrl } from './env.ts';

const ADMIN_URL = benchPostgresUrl;
const PORT = 4311;
const DURATION_SECONDS = 10;
const CONNECTIONS = 10;

const cases = [
  {
    name: 'battle pass page (allypass s1, all levels + rewards + items)',
    body: { query: battlePassPage, variables: { group: 'allypass', key: 's1' } },
  },
  { name: '{ __typename }', body: { query: '{ __typename }' } },
];

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const database = `bench_${randomBytes(6).toString('hex')}`;
const databaseUrl = new URL(ADMIN_URL);
databaseUrl.pathname = `/${database}`;

await admin(`CREATE DATABASE ${database}`);
const results: Record<
  string,
  {
    requestsPerSecond: number;
    p50Ms: number;
    p99Ms: number;
    requests: number;
    non2xx: number;
    errors: number;
  }
> = {};
try {
  const server = await startServer({
    port: PORT,
    env: {
      DATABASE_URL: databaseUrl.toString(),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // A throwaway secret for this run; the benchmark measures throughput, so no per-IP limit.
      AUTH_SECRET: randomBytes(48).toString('base64'),
      GRAPHQL_RATE_LIMIT_PER_MINUTE: '0',
    },
  });
  try {
    for (const { name, body } of cases) {
      const payload = JSON.stringify(body);
      const check = await fetch(`${server.origin}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: payload,
      });
      const json = (await check.json()) as { errors?: unknown[] };
      if (!check.ok || json.errors)
        throw new Error(`${name} failed: ${JSON.stringify(json).slice(0, 300)}`);
      const result = await autocannon({
        url: `${server.origin}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: payload,
        connections: CONNECTIONS,
        duration: DURATION_SECONDS,
      });
      results[name] = {
        requestsPerSecond: result.requests.average,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        requests: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors,
      };
      console.log(
        `${name}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (${result.non2xx} non-2xx, ${result.errors} errors)`,
      );
    }
  } finally {
    await server.stop();
  }
} finally {
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
}

mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('./results/graphql.json', import.meta.url),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), database: 'postgresql', cpus: cpus().length, node: process.version, connections: CONNECTIONS, durationSeconds: DURATION_SECONDS, results }, null, 2)}\n`,
);
