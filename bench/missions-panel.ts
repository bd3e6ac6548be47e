// The missions panel's query on PostgreSQL (issue 11 "Performance": a player with 50 active
// challenges, p99 ≤ 30 ms). Starts the real server (production mode) on a fresh seeded database,
// writes 50 started challenges of the season for the demo player (3 missions each with progress, half
// of them completed with their reward pending) and a daily pool of 20 missions, then sends the panel's
// document (apps/server/test/support/challenges-panel.ts, the one the web uses) with autocannon: one
// connection for latency, then 10 for throughput, 8 s each. Prints req/s, p50, p99; writes
// results/missions-panel.json; drops the database.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { missionsPanelQuery } from '../apps/server/test/support/challenges-panel.ts';
import { graphql } from './lib/requests.ts';
import { startServer } from './lib/server.ts';
import { benchPostgresUrl } from './env.ts';

const ADMIN_URL = benchPostgresUrl;
const PORT = 4329;
const CHALLENGES = 50;
const MISSIONS_PER_CHALLENGE = 3;
const DAILY_POOL = 20;
const SECONDS = 8;
const TARGET_P99_MS = 30;
const DEMO_EMAIL = 'demo@levelup.local';
const DEMO_PASSWORD = 'Demo-pass-2026!';

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** 50 started challenges with progress and a daily pool, written directly (setup, not measured). */
async function writeChallenges(url: string): Promise<{ battlePassId: number }> {
  return withClient(url, async (client) => {
    const season = await client.query<{ id: number }>(
      `SELECT id FROM battle_passes WHERE "group" = 'allypass' AND key = 's1'`,
    );
    const battlePassId = season.rows[0]?.id;
    if (battlePassId === undefined) throw new Error('the seed has no allypass s1');
    const player = await client.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      DEMO_EMAIL,
    ]);
    const userId = player.rows[0]?.id;
    if (!userId) throw new Error('the seed has no demo player');
    await client.query('BEGIN');
    for (let index = 0; index < CHALLENGES; index += 1) {
      const challenge = await client.query<{ id: number }>(
        `INSERT INTO challenges (key, type, title, description, battle_pass_id, priority)
         VALUES ($1, 'Milestone', $2, 'Win matches this week', $3, $4) RETURNING id`,
        [`bench-challenge-${index}`, `Bench challenge ${index + 1}`, battlePassId, index],
      );
      const challengeId = challenge.rows[0]!.id;
      await client.query(
        `INSERT INTO challenge_stages (challenge_id, stage, end_at) VALUES ($1, 1, now() + interval '7 days')`,
        [challengeId],
      );
      const stake = await client.query<{ id: number }>(
        'INSERT INTO challenge_stakes (challenge_id, stage) VALUES ($1, 1) RETURNING id',
        [challengeId],
      );
      await client.query(
        `INSERT INTO stake_rewards (stake_id, position, item_key, amount) VALUES ($1, 0, 'GOLD', 250), ($1, 1, 'BATTLE_PASS_XP', 100)`,
        [stake.rows[0]!.id],
      );
      const completed = index % 2 === 0;
      const userChallenge = await client.query<{ id: number }>(
        `INSERT INTO user_challenges (user_id, challenge_id, stage, started_at, ends_at, completed_at, reward_ready_at)
         VALUES ($1, $2, 1, now(), now() + interval '7 days', $3, $3) RETURNING id`,
        [userId, challengeId, completed ? new Date() : null],
      );
      for (let position = 0; position < MISSIONS_PER_CHALLENGE; position += 1) {
        const mission = await client.query<{ id: number }>(
          `INSERT INTO missions (key, challenge_id, stage, position, title, event_types, target_value)
           VALUES ($1, $2, 1, $3, $4, ARRAY['match_won'], 5) RETURNING id`,
          [
            `bench-mission-${index}-${position}`,
            challengeId,
            position,
            `Win ${position + 3} matches`,
          ],
        );
        await client.query(
          `INSERT INTO user_missions (user_id, mission_id, period, user_challenge_id, progress, completed_at)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [
            userId,
            mission.rows[0]!.id,
            `uc:${userChallenge.rows[0]!.id}`,
            userChallenge.rows[0]!.id,
            completed ? 5 : position,
            completed ? new Date() : null,
          ],
        );
      }
    }
    const pool = await client.query<{ id: number }>(
      `INSERT INTO challenges (key, type, title, battle_pass_id, daily_pool, auto_start)
       VALUES ('bench-daily', 'BattlePassMission', 'Daily missions', $1, true, true) RETURNING id`,
      [battlePassId],
    );
    await client.query('INSERT INTO challenge_stages (challenge_id, stage) VALUES ($1, 1)', [
      pool.rows[0]!.id,
    ]);
    for (let position = 0; position < DAILY_POOL; position += 1) {
      const mission = await client.query<{ id: number }>(
        `INSERT INTO missions (key, challenge_id, stage, position, title, event_types, target_value)
         VALUES ($1, $2, 1, $3, $4, ARRAY['match_played'], 3) RETURNING id`,
        [`bench-daily-${position}`, pool.rows[0]!.id, position, `Play 3 matches (${position + 1})`],
      );
      await client.query(
        `INSERT INTO mission_rewards (mission_id, position, item_key, amount) VALUES ($1, 0, 'BATTLE_PASS_XP', 50)`,
        [mission.rows[0]!.id],
      );
    }
    await client.query('COMMIT');
    return { battlePassId };
  });
}

type Run = {
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
};

async function load(
  origin: string,
  payload: string,
  token: string,
  connections: number,
): Promise<Run> {
  const result = await autocannon({
    url: `${origin}/graphql`,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-graphql-csrf': '1',
      authorization: `Bearer ${token}`,
    },
    body: payload,
    connections,
    duration: SECONDS,
  });
  return {
    connections,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const database = `bench_${randomBytes(6).toString('hex')}`;
const databaseUrl = new URL(ADMIN_URL);
databaseUrl.pathname = `/${database}`;
await withClient(ADMIN_URL, (client) => client.query(`CREATE DATABASE ${database}`));
const runs: Run[] = [];
let responseBytes = 0;
const loadAverageAtStart = Math.round(loadavg()[0]! * 100) / 100;
try {
  const server = await startServer({
    port: PORT,
    env: {
      DATABASE_URL: databaseUrl.toString(),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      AUTH_SECRET: randomBytes(48).toString('base64'),
      GRAPHQL_RATE_LIMIT_PER_MINUTE: '0',
      // Latency and throughput of the query itself: load shedding (bench overload measures it) off.
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      OVERLOAD_MAX_DATABASE_WAITING: '0',
      OVERLOAD_MAX_GRAPHQL_IN_FLIGHT: '0',
    },
  });
  try {
    const { battlePassId } = await writeChallenges(databaseUrl.toString());
    const signIn = await graphql(server.origin, {
      query:
        'mutation ($email: String!, $password: String!) { signInWithEmail(email: $email, password: $password) { accessToken } }',
      variables: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    const token = (signIn.data?.['signInWithEmail'] as { accessToken?: string } | undefined)
      ?.accessToken;
    if (!token) throw new Error(`sign-in failed: ${JSON.stringify(signIn.errors)}`);
    const body = {
      query: missionsPanelQuery,
      variables: {
        group: 'allypass',
        key: 's1',
        date: new Date().toISOString().slice(0, 10),
        battlePassId: String(battlePassId),
        types: ['Default', 'Calendar', 'Milestone', 'PlatformMission', 'StandaloneMission'],
      },
    };
    const payload = JSON.stringify(body);
    const check = await graphql(server.origin, body, token);
    const challenges = (check.data?.['challenges'] as unknown[] | undefined)?.length;
    const daily = check.data?.['dailyMissions'] as { total?: number } | undefined;
    if (check.errors || (challenges ?? 0) < CHALLENGES || daily?.total !== 10)
      throw new Error(`the panel query failed: ${JSON.stringify(check).slice(0, 400)}`);
    responseBytes = JSON.stringify(check).length;
    for (const connections of [1, 10]) {
      const run = await load(server.origin, payload, token, connections);
      runs.push(run);
      console.log(
        `missions panel, ${CHALLENGES} active challenges, ${connections} connection(s): ${run.requestsPerSecond.toFixed(0)} req/s, p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms (${run.non2xx} non-2xx, ${run.errors} errors)`,
      );
    }
  } finally {
    await server.stop();
  }
} finally {
  await withClient(ADMIN_URL, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`),
  );
}

const latency = runs[0];
const met = latency !== undefined && latency.p99Ms <= TARGET_P99_MS;
console.log(
  `response ${(responseBytes / 1024).toFixed(1)} KiB; target p99 ≤ ${TARGET_P99_MS} ms at 1 connection: ${met ? 'met' : 'NOT met'}`,
);
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('./results/missions-panel.json', import.meta.url),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), database: 'postgresql', cpus: cpus().length, node: process.version, loadAverageAtStart, challenges: CHALLENGES, missionsPerChallenge: MISSIONS_PER_CHALLENGE, dailyPool: DAILY_POOL, durationSeconds: SECONDS, responseBytes, targetP99Ms: TARGET_P99_MS, met, runs }, null, 2)}\n`,
);
