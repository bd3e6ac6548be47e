// Launchpad reserves on one hot collection on PostgreSQL (issue 13 "Performance"). Starts the real
// server (production mode) on a fresh seeded database, adds a live free collection of SUPPLY items open
// to all and PLAYERS players (setup, not measured), signs them in, then every player reserves once:
// all at once (PLAYERS requests in flight), then again on a second collection with IN_FLIGHT requests
// in flight. Measures successful reserves/s until SOLD OUT, p50/p99 of every answer, the time until
// the last item went, and checks the count exact (rows = reserved_count = SUPPLY, the rest SOLD OUT).
// Writes results/launchpad-reserve.json; drops the database.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { percentile, round1 } from './lib/measure.ts';
import { graphql, inBatches, query, signIn } from './lib/requests.ts';
import { startServer } from './lib/server.ts';
import { benchPostgresUrl } from './env.ts';

const PORT = 4332;
const PLAYERS = 500;
const SUPPLY = 100;
const IN_FLIGHT = 32;
const DEMO_EMAIL = 'demo@levelup.local';
const DEMO_PASSWORD = 'Demo-pass-2026!';

const reserveMutation = `mutation ($collectionId: ID!) { reserveCollection(collectionId: $collectionId) { id state } }`;

async function addPlayersAndCollections(url: string) {
  await query(
    url,
    `INSERT INTO users (email, email_verified_at, password_hash, discriminator, referral_code, username)
     SELECT 'reserve-' || i || '@bench.test', now(), (SELECT password_hash FROM users WHERE email = $2),
            '0001', 'RSV' || i, 'reserver' || i
       FROM generate_series(1, $1::int) AS i`,
    [PLAYERS, DEMO_EMAIL],
  );
  for (const id of ['bench-hot-all-at-once', 'bench-hot-in-flight'])
    await query(
      url,
      `INSERT INTO free_mints (id, slug, name, description, image_path, type, chain_id, contract_type,
         offchain_action_type, collection_groups, released_at, end_at, list_price, max_supply, priority)
       VALUES ($1, $1, 'Bench hot collection', 'Bench', '/images/events/aurora-pilots.svg', 'COLLECTIBLE',
         42161, 'offchain', 'Airdrop', '{}', now() - interval '1 day', now() + interval '1 day', 0, $2, 1)`,
      [id, SUPPLY],
    );
}

async function race(
  origin: string,
  url: string,
  tokens: string[],
  collectionId: string,
  inFlight: number,
) {
  const latencies: number[] = [];
  const codes = new Map<string, number>();
  let soldOutAtMs = Number.NaN;
  let reserved = 0;
  const started = performance.now();
  await inBatches(tokens, inFlight, async (token) => {
    const at = performance.now();
    const result = await graphql(
      origin,
      { query: reserveMutation, variables: { collectionId } },
      token,
    );
    const done = performance.now();
    latencies.push(done - at);
    const code = result.errors?.[0]?.extensions?.code ?? 'ok';
    codes.set(code, (codes.get(code) ?? 0) + 1);
    if (code === 'ok') {
      reserved += 1;
      if (reserved === SUPPLY) soldOutAtMs = done - started;
    }
  });
  const totalMs = performance.now() - started;
  latencies.sort((a, b) => a - b);
  const [after] = await query<{ reserved_count: number; rows: number }>(
    url,
    `SELECT reserved_count, (SELECT count(*)::int FROM user_reservations WHERE collection_id = $1) AS rows
       FROM free_mints WHERE id = $1`,
    [collectionId],
  );
  const exact =
    after!.reserved_count === SUPPLY &&
    after!.rows === SUPPLY &&
    codes.get('ok') === SUPPLY &&
    codes.get('reserve-cap-exceeded') === PLAYERS - SUPPLY;
  const run = {
    collectionId,
    players: PLAYERS,
    supply: SUPPLY,
    inFlight,
    codes: Object.fromEntries(codes),
    soldOutAfterMs: round1(soldOutAtMs),
    successfulReservesPerSecond: Math.round(SUPPLY / (soldOutAtMs / 1000)),
    answersPerSecond: Math.round(PLAYERS / (totalMs / 1000)),
    allAnsweredAfterMs: round1(totalMs),
    p50Ms: round1(percentile(latencies, 50)),
    p99Ms: round1(percentile(latencies, 99)),
    reservedCountAfter: after!.reserved_count,
    reservationRowsAfter: after!.rows,
    exact,
  };
  console.log(
    `${inFlight} in flight: SOLD OUT after ${run.soldOutAfterMs} ms, ${run.successfulReservesPerSecond} successful reserves/s, ${run.answersPerSecond} answers/s, p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms; ${JSON.stringify(run.codes)}; reserved_count ${after!.reserved_count} = rows ${after!.rows}: ${exact ? 'exact' : 'NOT exact'}`,
  );
  return run;
}

const database = `bench_${randomBytes(6).toString('hex')}`;
const databaseUrl = new URL(benchPostgresUrl);
databaseUrl.pathname = `/${database}`;
await query(benchPostgresUrl, `CREATE DATABASE ${database}`);
const loadAverageAtStart = Math.round(loadavg()[0]! * 100) / 100;
let result: object = {};
try {
  const server = await startServer({
    port: PORT,
    env: {
      DATABASE_URL: databaseUrl.toString(),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      AUTH_SECRET: randomBytes(48).toString('base64'),
      GRAPHQL_RATE_LIMIT_PER_MINUTE: '0',
      AUTH_RATE_LIMIT_SCALE: '0',
      WALL_FEED_POLL_CRON: 'off',
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      OVERLOAD_MAX_DATABASE_WAITING: '0',
      OVERLOAD_MAX_GRAPHQL_IN_FLIGHT: '0',
    },
  });
  try {
    await addPlayersAndCollections(databaseUrl.toString());
    const players = await query<{ email: string }>(
      databaseUrl.toString(),
      `SELECT email FROM users WHERE email LIKE 'reserve-%@bench.test' ORDER BY email`,
    );
    const tokens = await inBatches(players, 8, (player) =>
      signIn(server.origin, player.email, DEMO_PASSWORD),
    );
    console.log(`${tokens.length} players signed in; ${SUPPLY} items per collection`);
    const runs = [
      await race(server.origin, databaseUrl.toString(), tokens, 'bench-hot-all-at-once', PLAYERS),
      await race(server.origin, databaseUrl.toString(), tokens, 'bench-hot-in-flight', IN_FLIGHT),
    ];
    result = { runs };
  } finally {
    await server.stop();
  }
} finally {
  await query(benchPostgresUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
}
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('./results/launchpad-reserve.json', import.meta.url),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), database: 'postgresql', cpus: cpus().length, node: process.version, loadAverageAtStart, ...result }, null, 2)}\n`,
);
