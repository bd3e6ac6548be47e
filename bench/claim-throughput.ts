// Claim throughput on PostgreSQL (issue 4 "Performance"): many players each claiming battle pass rewards
// through the GraphQL API (claimBattlePassReward), reported as successful claims per second with p50 and
// p99, after a warm-up whose answers are checked like the others (only its successful claims count) and a
// burst of BURST players claiming at once, all answered with the default OVERLOAD_* settings, none shed
// (issue 26: a hot moment is queued, not refused; the run exits 1 otherwise); beside it, in the same run
// on the same machine (server stopped), pgbench runs the same SQL statements
// (pgbench/claim-transaction.sql: one claim transaction; pgbench/claim-request.sql: the whole request,
// session check and answer reads included), so the result says what fraction of the database's own
// limit the API reaches. Writes results/claim-throughput.json and drops the database.
//
// Every claim is of a basic-track item reward (no XP, no booster) of a level the player reached, so the
// API and pgbench run the same statements. The load generator shares the 2 cores with the server and
// PostgreSQL during the API run.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { percentile, round1 } from './lib/measure.ts';
import { graphql, query } from './lib/requests.ts';
import { startServer } from './lib/server.ts';
import { benchPostgresUrl, pgbenchPath } from './env.ts';

const ADMIN_URL = benchPostgresUrl;
const PGBENCH = pgbenchPath;
const PORT = 4313;
/** Players claiming through the API, and the level they all stand at (below the level-20 blocker). */
const PLAYERS = 300;
const LEVEL = 19;
/** Requests in flight against the API, and pgbench clients: the server's pool holds 10 connections. */
const CONCURRENCY = 16;
const PGBENCH_CLIENTS = 10;
const DURATION_SECONDS = 15;
/** Players claiming at once, each one reward (issue 26). */
const BURST = 200;
/** Synthetic players for pgbench: enough unclaimed pairs for both pgbench runs. */
const PGBENCH_PLAYERS = 8000;
const DEMO_EMAIL = 'demo@levelup.local';
const DEMO_PASSWORD = 'Demo-pass-2026!';

const claimMutation = /* GraphQL */ `
  mutation Claim($rewardId: ID!) {
    claimBattlePassReward(rewardId: $rewardId) {
      collectedAt
      granted {
        itemKey
        amount
      }
      state {
        level
        xp
        premiumState {
          hasPremium
        }
      }
    }
  }
`;

/** Runs `work` over `items`, at most `limit` at a time. */
async function inBatches<T, R>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

/** The season, its required XP at LEVEL, and its basic-track item rewards up to LEVEL. */
async function claimableRewards(url: string) {
  const [season] = await query<{ id: number; premium_pass_item_key: string }>(
    url,
    `SELECT id, premium_pass_item_key FROM battle_passes WHERE "group" = 'allypass' AND key = 's1'`,
  );
  if (!season) throw new Error('the seed has no allypass s1');
  const [level] = await query<{ required_xp: number }>(
    url,
    'SELECT required_xp FROM battle_pass_levels WHERE battle_pass_id = $1 AND level = $2',
    [season.id, LEVEL],
  );
  const rewards = await query<{ id: number; item_key: string; amount: number }>(
    url,
    `SELECT r.id, r.item_key, r.amount FROM rewards r
       JOIN battle_pass_levels l ON l.id = r.battle_pass_level_id
       JOIN items i ON i.item_key = r.item_key
     WHERE l.battle_pass_id = $1 AND l.level <= $2 AND r.track = 'basic'
       AND i.type NOT IN ('BATTLE_PASS_XP', 'WHITE_LABEL_BATTLE_PASS_XP', 'XP_BOOSTER')
     ORDER BY l.level, r.position`,
    [season.id, LEVEL],
  );
  return { season, requiredXp: level!.required_xp, rewards };
}

/** Players at LEVEL (XP and its ledger entry written directly: setup, not measured). */
async function createPlayers(
  url: string,
  prefix: string,
  count: number,
  seasonId: number,
  xp: number,
) {
  const rows = await query<{ id: string; email: string }>(
    url,
    `INSERT INTO users (email, email_verified_at, password_hash, discriminator, referral_code)
     SELECT $1 || i || '@bench.test', now(), (SELECT password_hash FROM users WHERE email = $3), '0001',
            upper($1) || i
       FROM generate_series(1, $2::int) AS i
     RETURNING id, email`,
    [prefix, count, DEMO_EMAIL],
  );
  await query(
    url,
    `WITH players AS (SELECT id FROM users WHERE email LIKE $1 || '%')
     , season AS (INSERT INTO user_battle_passes (user_id, battle_pass_id, xp, notified_level)
                  SELECT id, $2, $3, $4 FROM players)
     INSERT INTO ledger_entries (user_id, currency, delta, battle_pass_id, reason, idempotency_key)
     SELECT id, 'BATTLE_PASS_XP', $3, $2, 'ADMIN_OPS', 'bench-xp:' || id FROM players`,
    [prefix, seasonId, xp, LEVEL],
  );
  return rows;
}

async function signIn(origin: string, email: string): Promise<string> {
  const result = await graphql(origin, {
    query:
      'mutation ($email: String!, $password: String!) { signInWithEmail(email: $email, password: $password) { accessToken } }',
    variables: { email, password: DEMO_PASSWORD },
  });
  const token = (result.data?.['signInWithEmail'] as { accessToken?: string } | undefined)
    ?.accessToken;
  if (!token) throw new Error(`sign-in failed: ${JSON.stringify(result.errors)}`);
  return token;
}

/** The 1-minute load average when a phase starts: other work on the machine skews what it measures. */
const loadAverage = () => Math.round(loadavg()[0]! * 100) / 100;

/** A claim's answer: ok, or the code of its first error (server-overloaded when shed). */
async function claim(origin: string, token: string, rewardId: number): Promise<string> {
  const result = await graphql(
    origin,
    { query: claimMutation, variables: { rewardId: String(rewardId) } },
    token,
  ).catch(() => ({ errors: [{ message: 'no answer', extensions: { code: 'network-error' } }] }));
  if (!result.errors) return 'ok';
  if (result.errors[0]?.extensions?.code !== 'server-overloaded')
    console.error(`claim failed: ${JSON.stringify(result.errors)}`);
  return result.errors[0]?.extensions?.code ?? 'unknown';
}

const countOf = (codes: string[]) =>
  codes.reduce<Record<string, number>>((counts, code) => {
    counts[code] = (counts[code] ?? 0) + 1;
    return counts;
  }, {});

type BurstResult = {
  players: number;
  codes: Record<string, number>;
  shed: number;
  allAnsweredAfterMs: number;
  p50Ms: number;
  p99Ms: number;
};

/** BURST players (one claim each) at once; answers their codes and latencies. */
async function runBurst(origin: string, pairs: { token: string; rewardId: number }[]) {
  const latencies: number[] = [];
  const started = performance.now();
  const codes = await Promise.all(
    pairs.map(async ({ token, rewardId }) => {
      const code = await claim(origin, token, rewardId);
      latencies.push(performance.now() - started);
      return code;
    }),
  );
  latencies.sort((a, b) => a - b);
  const counts = countOf(codes);
  return {
    players: pairs.length,
    codes: counts,
    shed: counts['server-overloaded'] ?? 0,
    allAnsweredAfterMs: round1(latencies.at(-1) ?? 0),
    p50Ms: round1(percentile(latencies, 50)),
    p99Ms: round1(percentile(latencies, 99)),
  } satisfies BurstResult;
}

type ApiResult = {
  warmup: Record<string, number>;
  burst: BurstResult;
  loadAverageAtStart: number;
  players: number;
  concurrency: number;
  claims: number;
  failed: number;
  seconds: number;
  claimsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
};

async function runApi(origin: string, url: string): Promise<ApiResult> {
  const { season, requiredXp, rewards } = await claimableRewards(url);
  const players = await createPlayers(url, 'claim-api-', PLAYERS, season.id, requiredXp);
  const tokens = await inBatches(players, 8, (player) => signIn(origin, player.email));
  // Reward by reward across all players, so requests in flight belong to different players.
  const pairs = rewards.flatMap((reward) =>
    tokens.map((token) => ({ token, rewardId: reward.id })),
  );
  // Reward-major order: the warm-up's and the burst's pairs are of distinct players.
  const warmupCodes = await inBatches(pairs.splice(0, 2 * CONCURRENCY), CONCURRENCY, (pair) =>
    claim(origin, pair.token, pair.rewardId),
  );
  const warmup = countOf(warmupCodes);
  const burst = await runBurst(origin, pairs.splice(0, BURST));
  console.log(
    `burst: ${burst.players} players claiming at once, ${JSON.stringify(burst.codes)}, all answered after ${burst.allAnsweredAfterMs} ms (p50 ${burst.p50Ms} ms, p99 ${burst.p99Ms} ms), ${burst.shed} shed`,
  );

  const latencies: number[] = [];
  let failed = 0;
  let next = 0;
  const loadAverageAtStart = loadAverage();
  const started = performance.now();
  const deadline = started + DURATION_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < pairs.length && performance.now() < deadline) {
        const { token, rewardId } = pairs[next++]!;
        const sent = performance.now();
        if ((await claim(origin, token, rewardId)) === 'ok')
          latencies.push(performance.now() - sent);
        else failed += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const [logs] = await query<{ count: string }>(url, 'SELECT count(*) FROM reward_collect_logs');
  const successful = latencies.length + (warmup['ok'] ?? 0) + (burst.codes['ok'] ?? 0);
  if (Number(logs!.count) !== successful)
    throw new Error(`collect logs ${logs!.count} != successful claims ${successful}`);
  return {
    warmup,
    burst,
    loadAverageAtStart,
    players: PLAYERS,
    concurrency: CONCURRENCY,
    claims: latencies.length,
    failed,
    seconds: round1(seconds),
    claimsPerSecond: round1(latencies.length / seconds),
    p50Ms: round1(percentile(latencies, 50)),
    p99Ms: round1(percentile(latencies, 99)),
  };
}

/** Synthetic players and the (player, reward) pairs pgbench claims in order, one per transaction. */
async function preparePgbench(url: string) {
  const { season, requiredXp, rewards } = await claimableRewards(url);
  await createPlayers(url, 'claim-pgbench-', PGBENCH_PLAYERS, season.id, requiredXp);
  await query(
    url,
    `CREATE TABLE bench_claim_pairs AS
       SELECT row_number() OVER (ORDER BY r.ord, u.email) AS n, u.id AS user_id, r.id AS reward_id,
              r.item_key, r.amount
         FROM users u
        CROSS JOIN (SELECT id, item_key, amount, ord FROM unnest($1::int[], $2::text[], $3::int[])
                    WITH ORDINALITY AS t(id, item_key, amount, ord)) r
        WHERE u.email LIKE 'claim-pgbench-%'`,
    [
      rewards.map((reward) => reward.id),
      rewards.map((reward) => reward.item_key),
      rewards.map((reward) => reward.amount),
    ],
  );
  await query(url, 'ALTER TABLE bench_claim_pairs ADD PRIMARY KEY (n)');
  await query(url, 'CREATE SEQUENCE bench_claim_seq');
  await query(url, 'VACUUM ANALYZE');
  return season;
}

type PgbenchResult = {
  loadAverageAtStart: number;
  script: string;
  clients: number;
  transactions: number;
  tps: number;
  latencyAverageMs: number;
};

async function runPgbench(
  url: string,
  script: string,
  variables: Record<string, string | number>,
): Promise<PgbenchResult> {
  const args = [
    '-n',
    '-M',
    'extended',
    '-c',
    String(PGBENCH_CLIENTS),
    '-j',
    '2',
    '-T',
    String(DURATION_SECONDS),
    ...Object.entries(variables).flatMap(([name, value]) => ['-D', `${name}=${value}`]),
    '-f',
    path.join(import.meta.dirname, 'pgbench', script),
    url,
  ];
  const loadAverageAtStart = loadAverage();
  const { stdout } = await promisify(execFile)(PGBENCH, args, { maxBuffer: 1 << 24 });
  const number = (pattern: RegExp) => Number(pattern.exec(stdout)?.[1] ?? Number.NaN);
  const failed = number(/number of failed transactions: (\d+)/);
  if (failed > 0) throw new Error(`pgbench ${script}: ${failed} failed transactions\n${stdout}`);
  return {
    loadAverageAtStart,
    script,
    clients: PGBENCH_CLIENTS,
    transactions: number(/number of transactions actually processed: (\d+)/),
    tps: round1(number(/tps = ([\d.]+) \(without initial connection time\)/)),
    latencyAverageMs: round1(number(/latency average = ([\d.]+) ms/)),
  };
}

const database = `bench_claims_${randomBytes(6).toString('hex')}`;
const databaseUrl = new URL(ADMIN_URL);
databaseUrl.pathname = `/${database}`;
const url = databaseUrl.toString();

await query(ADMIN_URL, `CREATE DATABASE ${database}`);
let api: ApiResult;
let transaction: PgbenchResult;
let request: PgbenchResult;
try {
  const server = await startServer({
    port: PORT,
    env: {
      DATABASE_URL: url,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // A throwaway secret for this run; the benchmark measures throughput, so no per-IP limits.
      AUTH_SECRET: randomBytes(48).toString('base64'),
      GRAPHQL_RATE_LIMIT_PER_MINUTE: '0',
      AUTH_RATE_LIMIT_SCALE: '0',
    },
  });
  try {
    api = await runApi(server.origin, url);
  } finally {
    await server.stop();
  }
  console.log(
    `API: ${api.claimsPerSecond} successful claims/s, p50 ${api.p50Ms} ms, p99 ${api.p99Ms} ms ` +
      `(${api.claims} claims by ${api.players} players, ${api.concurrency} in flight, ${api.failed} failed; ` +
      `warm-up ${JSON.stringify(api.warmup)})`,
  );
  // Issue 26's target; the warm-up's and the run's answers are counted as they came (not a target).
  const burstAnswered = api.burst.codes['ok'] === BURST;
  console.log(
    burstAnswered
      ? `target met: ${BURST} players claiming at once, every claim answered, 0 shed`
      : `TARGET MISSED: ${BURST} players claiming at once, every claim answered, 0 shed`,
  );
  if (!burstAnswered) process.exitCode = 1;
  const season = await preparePgbench(url);
  const variables = { bp_id: season.id, premium_key: season.premium_pass_item_key };
  transaction = await runPgbench(url, 'claim-transaction.sql', variables);
  request = await runPgbench(url, 'claim-request.sql', variables);
  for (const result of [transaction, request])
    console.log(
      `pgbench ${result.script}: ${result.tps} tps, latency average ${result.latencyAverageMs} ms (${result.clients} clients)`,
    );
} finally {
  await query(ADMIN_URL, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
}

const fractions = {
  ofClaimTransaction: Math.round((api.claimsPerSecond / transaction.tps) * 1000) / 1000,
  ofClaimRequest: Math.round((api.claimsPerSecond / request.tps) * 1000) / 1000,
};
console.log(
  `The API reaches ${(fractions.ofClaimTransaction * 100).toFixed(1)} % of pgbench's rate for the claim transaction ` +
    `and ${(fractions.ofClaimRequest * 100).toFixed(1)} % of its rate for the whole request's SQL.`,
);

mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('./results/claim-throughput.json', import.meta.url),
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      database: 'postgresql',
      cpus: cpus().length,
      node: process.version,
      durationSeconds: DURATION_SECONDS,
      api,
      pgbench: { transaction, request },
      fractions,
    },
    null,
    2,
  )}\n`,
);
