// Launchpad reserves on one hot collection on PostgreSQL (issue 13 "Performance", issue 26 "A hot
// moment is queued, not refused"). Starts the real server (production mode, the default OVERLOAD_*
// settings) on a fresh seeded database, adds a live free collection of SUPPLY items open to all and
// PLAYERS players (setup, not measured), signs them in, then every player reserves once: all at once
// (PLAYERS requests in flight), then again on a second collection with IN_FLIGHT requests in flight.
// Measures successful reserves/s until SOLD OUT, p50/p99 of every answer, the time until the last item
// went, and checks the supply exact (rows = reserved_count = successful reserves = SUPPLY). Targets of
// the all-at-once run (issue 26): SUPPLY reserved, the rest reserve-cap-exceeded, none
// server-overloaded, p99 within 5 s. The IN_FLIGHT run is a closed loop, like a connection pool: past
// the in-flight cap its queue stands and the server sheds the excess (apps/server request-queue.ts). Writes results/launchpad-reserve.json; drops the database; exits 1 on a missed target.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { percentile, round1 } from './lib/measure.ts';
import { graphql, inBatches, query, signIn } from './lib/requests.ts';
import { shedReasons } from './lib/shed-reasons.ts';
import { startServer } from './lib/server.ts';
import { benchPostgresUrl } from './env.ts';

const PORT = 4332;
const PLAYERS = 1000;
const SUPPLY = 100;
const IN_FLIGHT = 32;
/** Issue 26: every answer of the all-at-once run within this (p99). */
const TARGET_P99_MS = 5000;
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
  server: { origin: string; authSecret: string },
  url: string,
  tokens: string[],
  collectionId: string,
  inFlight: number,
) {
  const { origin } = server;
  const latencies: number[] = [];
  const codes = new Map<string, number>();
  let soldOutAtMs = Number.NaN;
  let reserved = 0;
  const started = performance.now();
  await inBatches(tokens, inFlight, async (token) => {
    const at = performance.now();
    // A connection refused or reset counts as an answer of its own, not as the end of the run.
    const result = await graphql(
      origin,
      { query: reserveMutation, variables: { collectionId } },
      token,
    ).catch(() => ({ errors: [{ message: 'no answer', extensions: { code: 'network-error' } }] }));
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
  // Since the server started: the runs before this one are in it too.
  const shedByReason = await shedReasons(origin, server.authSecret);
  const [after] = await query<{ reserved_count: number; rows: number }>(
    url,
    `SELECT reserved_count, (SELECT count(*)::int FROM user_reservations WHERE collection_id = $1) AS rows
       FROM free_mints WHERE id = $1`,
    [collectionId],
  );
  // The supply: every unit taken once, none past it.
  const exact =
    after!.reserved_count === SUPPLY && after!.rows === SUPPLY && codes.get('ok') === SUPPLY;
  const targetsMet =
    exact &&
    codes.get('reserve-cap-exceeded') === PLAYERS - SUPPLY &&
    !codes.has('server-overloaded') &&
    percentile(latencies, 99) < TARGET_P99_MS;
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
    targetsMet,
    shedByReasonSinceStart: shedByReason,
  };
  console.log(
    `${inFlight} in flight: SOLD OUT after ${run.soldOutAfterMs} ms, ${run.successfulReservesPerSecond} successful reserves/s, ${run.answersPerSecond} answers/s, p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms; ${JSON.stringify(run.codes)} (shed by reason since the start ${JSON.stringify(shedByReason)}); reserved_count ${after!.reserved_count} = rows ${after!.rows}: ${exact ? 'exact' : 'NOT exact'}`,
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
  const authSecret = randomBytes(48).toString('base64');
  const server = await startServer({
    port: PORT,
    env: {
      DATABASE_URL: databaseUrl.toString(),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      AUTH_SECRET: authSecret,
      GRAPHQL_RATE_LIMIT_PER_MINUTE: '0',
      AUTH_RATE_LIMIT_SCALE: '0',
      WALL_FEED_POLL_CRON: 'off',
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
    const target = { origin: server.origin, authSecret };
    const runs = [
      await race(target, databaseUrl.toString(), tokens, 'bench-hot-all-at-once', PLAYERS),
      await race(target, databaseUrl.toString(), tokens, 'bench-hot-in-flight', IN_FLIGHT),
    ];
    result = { runs };
    const [allAtOnce] = runs;
    console.log(
      allAtOnce!.targetsMet
        ? `targets met: ${SUPPLY} reserved, ${PLAYERS - SUPPLY} SOLD OUT, 0 server-overloaded, p99 < ${TARGET_P99_MS} ms`
        : `TARGETS MISSED: ${SUPPLY} reserved, ${PLAYERS - SUPPLY} SOLD OUT, 0 server-overloaded, p99 < ${TARGET_P99_MS} ms`,
    );
    if (!allAtOnce!.targetsMet) process.exitCode = 1;
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
