// Event ingestion on PostgreSQL (issue 11 "Performance"): 8 studios at once, each posting signed
// 100-event batches to POST /api/game-progress/events as fast as its answers come back, reported as
// events applied per second with the p50/p99 time per batch; then, in the same run on the same machine
// (server stopped), pgbench inserts the same game_events rows, 100 per transaction
// (pgbench/ingest-insert.sql), as the limit to compare with (target: the API at ≥ 30 % of it), and runs
// the database work of a batch (pgbench/ingest-transaction.sql: key read, players found and locked,
// the same insert), which tells the API's own overhead from the player locks'. Every event names a
// known player (a player lock and one progress call per player and batch). Writes
// results/ingest.json and drops the database. The load generator shares the 2 cores with the server
// and PostgreSQL.
import { execFile } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { percentile, round1 } from './lib/measure.ts';
import { query } from './lib/requests.ts';
import { startServer } from './lib/server.ts';
import { benchPostgresUrl, pgbenchPath } from './env.ts';

const PORT = 4317;
const STUDIOS = 8;
const EVENTS_PER_BATCH = 100;
const PLAYERS = 800;
const DURATION_SECONDS = 12;
const PGBENCH_SECONDS = 8;
const EVENTS_PATH = '/api/game-progress/events';

const loadAverage = () => Math.round(loadavg()[0]! * 100) / 100;

type Studio = { id: string; keyId: string; secret: string };

/** Players ingest-<n>@bench.test and the studios with their keys (setup, not measured). */
async function prepare(url: string): Promise<Studio[]> {
  await query(
    url,
    `INSERT INTO users (email, email_verified_at, discriminator, referral_code)
     SELECT 'ingest-' || i || '@bench.test', now(), '0001', 'INGEST' || i FROM generate_series(1, $1::int) AS i`,
    [PLAYERS],
  );
  const studios: Studio[] = [];
  for (let n = 1; n <= STUDIOS; n += 1) {
    const [row] = await query<{ id: string }>(
      url,
      `INSERT INTO studios (key, name, game_keys) VALUES ($1, $1, ARRAY['rift-runners']) RETURNING id`,
      [`bench-studio-${n}`],
    );
    const key = {
      id: row!.id,
      keyId: `gpk_bench_${n}_${randomBytes(4).toString('hex')}`,
      secret: randomBytes(32).toString('base64url'),
    };
    await query(url, 'INSERT INTO studio_keys (id, studio_id, secret) VALUES ($1, $2, $3)', [
      key.keyId,
      key.id,
      key.secret,
    ]);
    studios.push(key);
  }
  return studios;
}

function batchBody(): string {
  const occurredAt = new Date().toISOString();
  const events = Array.from({ length: EVENTS_PER_BATCH }, (_, i) => ({
    id: randomUUID(),
    player: { email: `ingest-${1 + Math.floor(Math.random() * PLAYERS)}@bench.test` },
    type: 'score',
    gameKey: 'rift-runners',
    value: i + 1,
    attributes: { mode: 'ranked' },
    occurredAt,
  }));
  return JSON.stringify({ events });
}

async function postBatch(origin: string, studio: Studio, body: string) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', studio.secret)
    .update(`${timestamp}.${body}`)
    .digest('hex');
  const response = await fetch(`${origin}${EVENTS_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-levelup-key-id': studio.keyId,
      'x-levelup-timestamp': timestamp,
      'x-levelup-signature': signature,
    },
    body,
  });
  const answer = (await response.json()) as { results?: { status: string }[] };
  return answer.results?.filter((result) => result.status === 'applied').length ?? -1;
}

type ApiResult = {
  loadAverageAtStart: number;
  studios: number;
  eventsPerBatch: number;
  batches: number;
  failedBatches: number;
  eventsApplied: number;
  seconds: number;
  eventsPerSecond: number;
  batchP50Ms: number;
  batchP99Ms: number;
};

async function runApi(origin: string, url: string, studios: Studio[]): Promise<ApiResult> {
  // Warm-up: one batch per studio (JIT, connection pool, plans).
  await Promise.all(studios.map((studio) => postBatch(origin, studio, batchBody())));
  const [before] = await query<{ count: string }>(url, 'SELECT count(*) FROM game_events');
  const latencies: number[] = [];
  let applied = 0;
  let failedBatches = 0;
  const loadAverageAtStart = loadAverage();
  const started = performance.now();
  const deadline = started + DURATION_SECONDS * 1000;
  await Promise.all(
    studios.map(async (studio) => {
      while (performance.now() < deadline) {
        const body = batchBody();
        const sent = performance.now();
        const count = await postBatch(origin, studio, body);
        if (count !== EVENTS_PER_BATCH) failedBatches += 1;
        else {
          applied += count;
          latencies.push(performance.now() - sent);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const [after] = await query<{ count: string }>(
    url,
    "SELECT count(*) FROM game_events WHERE status = 'applied'",
  );
  if (Number(after!.count) - Number(before!.count) !== applied)
    throw new Error(
      `game_events grew by ${Number(after!.count) - Number(before!.count)}, answers said ${applied}`,
    );
  latencies.sort((a, b) => a - b);
  return {
    loadAverageAtStart,
    studios: STUDIOS,
    eventsPerBatch: EVENTS_PER_BATCH,
    batches: latencies.length,
    failedBatches,
    eventsApplied: applied,
    seconds: round1(seconds),
    eventsPerSecond: round1(applied / seconds),
    batchP50Ms: round1(percentile(latencies, 50)),
    batchP99Ms: round1(percentile(latencies, 99)),
  };
}

type PgbenchResult = {
  script: string;
  loadAverageAtStart: number;
  clients: number;
  tps: number;
  rowsPerSecond: number;
  latencyAverageMs: number;
};

async function runPgbench(url: string, script: string, studio: Studio): Promise<PgbenchResult> {
  const args = [
    '-n',
    '-M',
    'extended',
    '-c',
    String(STUDIOS),
    '-j',
    '2',
    '-T',
    String(PGBENCH_SECONDS),
    '-D',
    `studio_id=${studio.id}`,
    '-D',
    `key_id=${studio.keyId}`,
    '-f',
    path.join(import.meta.dirname, 'pgbench', script),
    url,
  ];
  const loadAverageAtStart = loadAverage();
  const { stdout } = await promisify(execFile)(pgbenchPath, args, { maxBuffer: 1 << 24 });
  const number = (pattern: RegExp) => Number(pattern.exec(stdout)?.[1] ?? Number.NaN);
  const failed = number(/number of failed transactions: (\d+)/);
  if (failed > 0) throw new Error(`pgbench: ${failed} failed transactions\n${stdout}`);
  const tps = number(/tps = ([\d.]+) \(without initial connection time\)/);
  return {
    script,
    loadAverageAtStart,
    clients: STUDIOS,
    tps: round1(tps),
    rowsPerSecond: round1(tps * EVENTS_PER_BATCH),
    latencyAverageMs: round1(number(/latency average = ([\d.]+) ms/)),
  };
}

const database = `bench_ingest_${randomBytes(6).toString('hex')}`;
const databaseUrl = new URL(benchPostgresUrl);
databaseUrl.pathname = `/${database}`;
const url = databaseUrl.toString();

await query(benchPostgresUrl, `CREATE DATABASE ${database}`);
let api: ApiResult;
let insert: PgbenchResult;
let transaction: PgbenchResult;
try {
  const server = await startServer({
    port: PORT,
    env: {
      DATABASE_URL: url,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      AUTH_SECRET: randomBytes(48).toString('base64'),
      // Throughput, not abuse: no per-studio limit, no load shedding of the burst.
      GAME_PROGRESS_BATCHES_PER_MINUTE: '0',
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      OVERLOAD_MAX_DATABASE_WAITING: '0',
    },
  });
  let studios: Studio[];
  try {
    studios = await prepare(url);
    api = await runApi(server.origin, url, studios);
  } finally {
    await server.stop();
  }
  console.log(
    `API: ${api.eventsPerSecond} events applied/s (${api.batches} batches of ${api.eventsPerBatch} from ${api.studios} studios at once, ` +
      `${api.failedBatches} failed), per batch p50 ${api.batchP50Ms} ms, p99 ${api.batchP99Ms} ms`,
  );
  await query(url, 'VACUUM ANALYZE');
  insert = await runPgbench(url, 'ingest-insert.sql', studios[0]!);
  transaction = await runPgbench(url, 'ingest-transaction.sql', studios[0]!);
  for (const result of [insert, transaction])
    console.log(
      `pgbench ${result.script}: ${result.tps} tps = ${result.rowsPerSecond} rows/s, latency average ${result.latencyAverageMs} ms (${result.clients} clients)`,
    );
} finally {
  await query(benchPostgresUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
}

const fraction = (rate: number) => Math.round((api.eventsPerSecond / rate) * 1000) / 1000;
const fractions = {
  ofInsert: fraction(insert.rowsPerSecond),
  ofBatchTransaction: fraction(transaction.rowsPerSecond),
};
console.log(
  `The API applies events at ${(fractions.ofInsert * 100).toFixed(1)} % of pgbench's insert rate of the same rows ` +
    `and ${(fractions.ofBatchTransaction * 100).toFixed(1)} % of its rate for a batch's database work (player locks included).`,
);

mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('./results/ingest.json', import.meta.url),
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      database: 'postgresql',
      cpus: cpus().length,
      node: process.version,
      durationSeconds: DURATION_SECONDS,
      api,
      pgbench: { insert, transaction },
      fractions,
    },
    null,
    2,
  )}\n`,
);
