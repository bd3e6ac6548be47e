// Subscription fan-out (issue 4 "Performance"): how many connected clients receive a notification
// within 1 s. Starts the real server (production mode, PostgreSQL, Redis pub/sub as with several
// instances; then once more with in-process pub/sub) on a fresh database, opens N live sockets (one
// per browser since issue 26, graphql-transport-ws at /graphql/ws) with one userNotificationChanged
// subscription each, for N = 100, 500, 1000, 2000, ... until delivery degrades, and publishes:
//   shared player    one player holds all N subscriptions (many tabs and devices); one markNotificationsRead
//                    through the API announces one change to all of them;
//   player per sub   N players with one subscription each; one notification event per player, published
//                    to Redis by this process as another server instance would (pub/sub path only);
//   per-player API   N players; each marks its own new notification read through the API at once (so the
//                    mutation throughput is part of the delay).
// Latency = arrival at the client − start of the publish, on one clock (this process). "Degraded": fewer
// than 99 % of clients within 1 s in any round, or a subscription that did not open or get the warm-up
// event. Writes results/subscription-fanout.json and drops the database.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import pg from 'pg';
import { openEventStream, type EventStream } from './lib/event-stream.ts';
import { percentile, round1 } from './lib/measure.ts';
import { startServer, type RunningServer } from './lib/server.ts';
import { benchPostgresUrl, benchRedisUrl } from './env.ts';

const ADMIN_URL = benchPostgresUrl;
const REDIS_URL = benchRedisUrl;
const PORT = 4312;
const LADDER = [100, 500, 1000, 2000, 4000, 8000, 16000];
const WINDOW_MS = 1000;
/** How long a round waits for late deliveries (they count for the latency percentiles). */
const GRACE_MS = 4000;
const ROUNDS = 3;
const DEMO = { email: 'demo@levelup.local', password: 'Demo-pass-2026!' };

const subscription = /* GraphQL */ `
  subscription {
    userNotificationChanged {
      id
      readAt
    }
  }
`;
const markRead = /* GraphQL */ `
  mutation ($ids: [ID!]!) {
    markNotificationsRead(ids: $ids) {
      id
    }
  }
`;

type RoundResult = { withinWindow: number; received: number; p50Ms: number; p99Ms: number };
type StepResult = {
  subscribers: number;
  opened: number;
  openSeconds: number;
  warmupComplete: boolean;
  rounds: RoundResult[];
  withinWindowMin: number;
  p50Ms: number;
  p99Ms: number;
  degraded: boolean;
};

async function admin<T extends pg.QueryResultRow>(
  url: string,
  sql: string,
  values: unknown[] = [],
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function inBatches<T, R>(
  items: T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
) {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!, index);
      }
    }),
  );
  return results;
}

const apiAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });

async function graphql(origin: string, query: string, variables: unknown, accessToken?: string) {
  const body = JSON.stringify({ query, variables });
  const text = await new Promise<string>((resolve, reject) => {
    const request = http.request(`${origin}/graphql`, {
      method: 'POST',
      agent: apiAgent,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'x-graphql-csrf': '1',
        ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
      },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      let data = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (data += chunk));
      response.on('end', () => resolve(data));
    });
    request.end(body);
  });
  const json = JSON.parse(text) as { data?: Record<string, unknown>; errors?: unknown[] };
  if (json.errors) throw new Error(`GraphQL error: ${text.slice(0, 300)}`);
  return json.data!;
}

async function signIn(origin: string, email: string): Promise<string> {
  const data = await graphql(
    origin,
    'mutation ($email: String!, $password: String!) { signInWithEmail(email: $email, password: $password) { accessToken } }',
    { email, password: DEMO.password },
  );
  return (data['signInWithEmail'] as { accessToken: string }).accessToken;
}

type Player = { userId: string; accessToken: string };

/** Players with the demo password (its hash copied, so no sign-up mails), signed in through the API. */
async function createPlayers(
  databaseUrl: string,
  origin: string,
  from: number,
  count: number,
): Promise<Player[]> {
  if (count <= 0) return [];
  const rows = await admin<{ id: string; email: string }>(
    databaseUrl,
    `INSERT INTO users (email, email_verified_at, password_hash, discriminator, referral_code)
     SELECT 'fanout-' || i || '@bench.test', now(), (SELECT password_hash FROM users WHERE email = $3), '0001',
            'F' || lpad(i::text, 7, '0')
     FROM generate_series($1::int, $2::int) AS i RETURNING id, email`,
    [from, from + count - 1, DEMO.email],
  );
  return inBatches(rows, 8, async (row) => ({
    userId: row.id,
    accessToken: await signIn(origin, row.email),
  }));
}

/** What a round does: `prepare` (not timed, e.g. insert the notifications), then `publish` (timed). */
type Trigger = { prepare?: () => Promise<void>; publish: () => Promise<void> };

/** Opens one subscription per token, runs warm-up and measured rounds, closes them. */
async function measureStep(
  origin: string,
  tokens: string[],
  trigger: Trigger,
): Promise<StepResult> {
  const n = tokens.length;
  let round: { start: number; seen: Uint8Array; latencies: number[] } | null = null;
  const openedAt = performance.now();
  const opened = await inBatches(tokens, 200, (accessToken, index) =>
    openEventStream({
      origin,
      accessToken,
      query: subscription,
      onNext: (data, arrivedAt) => {
        if (!round || round.seen[index] || !data.includes('"userNotificationChanged"')) return;
        round.seen[index] = 1;
        round.latencies.push(arrivedAt - round.start);
      },
    }).catch(() => null),
  );
  const streams = opened.filter((stream): stream is EventStream => stream !== null);
  const openSeconds = (performance.now() - openedAt) / 1000;

  const runRound = async (waitMs: number) => {
    await trigger.prepare?.();
    round = { start: performance.now(), seen: new Uint8Array(n), latencies: [] };
    await trigger.publish();
    const current = round;
    const deadline = current.start + waitMs;
    while (current.latencies.length < n && performance.now() < deadline) await sleep(20);
    round = null;
    const sorted = [...current.latencies].sort((a, b) => a - b);
    return {
      withinWindow: sorted.filter((latency) => latency <= WINDOW_MS).length,
      received: sorted.length,
      latencies: sorted,
    };
  };

  // Warm-up: also proves every subscription is listening before anything is measured.
  const warmup = await runRound(30_000);
  const rounds: RoundResult[] = [];
  const all: number[] = [];
  if (warmup.received === n) {
    for (let index = 0; index < ROUNDS; index += 1) {
      await sleep(500);
      const result = await runRound(WINDOW_MS + GRACE_MS);
      all.push(...result.latencies);
      rounds.push({
        withinWindow: result.withinWindow,
        received: result.received,
        p50Ms: round1(percentile(result.latencies, 50)),
        p99Ms: round1(percentile(result.latencies, 99)),
      });
    }
  }
  for (const stream of streams) stream.close();
  await sleep(1000);
  all.sort((a, b) => a - b);
  const withinWindowMin = rounds.length ? Math.min(...rounds.map((r) => r.withinWindow)) : 0;
  return {
    subscribers: n,
    opened: streams.length,
    openSeconds: round1(openSeconds),
    warmupComplete: warmup.received === n,
    rounds,
    withinWindowMin,
    p50Ms: round1(percentile(all, 50)),
    p99Ms: round1(percentile(all, 99)),
    degraded: streams.length < n || warmup.received !== n || withinWindowMin < 0.99 * n,
  };
}

function report(scenario: string, step: StepResult) {
  console.log(
    `${scenario}: ${step.subscribers} subscribers (opened ${step.opened} in ${step.openSeconds} s): ` +
      `within 1 s per round ${step.rounds.map((r) => r.withinWindow).join('/') || '-'}, ` +
      `p50 ${step.p50Ms} ms, p99 ${step.p99Ms} ms` +
      (step.degraded ? ' — degraded' : ''),
  );
}

async function runMode(pubsub: 'redis' | 'in-process', databaseUrl: string) {
  const server: RunningServer = await startServer({
    port: PORT,
    env: {
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'error',
      SEED_DEMO: 'true',
      AUTH_SECRET: randomBytes(48).toString('base64'),
      // Measures delivery, so no per-IP or sign-in limits, and no load shedding: opening hundreds of
      // subscriptions at once queues their sign-in checks for the database pool, which sheds some.
      GRAPHQL_RATE_LIMIT_PER_MINUTE: '0',
      AUTH_RATE_LIMIT_SCALE: '0',
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      OVERLOAD_MAX_DATABASE_WAITING: '0',
      OVERLOAD_MAX_GRAPHQL_IN_FLIGHT: '0',
      REDIS_URL: pubsub === 'redis' ? REDIS_URL : '',
    },
  });
  const publisher = new Redis(REDIS_URL);
  const sql = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const results: Record<string, StepResult[]> = {};
  try {
    const origin = server.origin;
    const demoToken = await signIn(origin, DEMO.email);
    const [demo] = (
      await sql.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [DEMO.email])
    ).rows;
    const players: Player[] = [];
    const ensurePlayers = async (n: number) => {
      const started = performance.now();
      players.push(
        ...(await createPlayers(databaseUrl, origin, players.length + 1, n - players.length)),
      );
      return (performance.now() - started) / 1000;
    };
    const newNotifications = async (userIds: string[]) =>
      (
        await sql.query<{ id: string; user_id: string }>(
          `INSERT INTO user_notifications (user_id, notification_type, metadata)
           SELECT unnest($1::uuid[]), 'XpGain', '{"itemKey":"S1_XP","difference":10}'::jsonb RETURNING id, user_id`,
          [userIds],
        )
      ).rows;

    const scenarios: Record<string, { steps: (n: number) => Promise<StepResult> }> = {
      'shared player': {
        steps: (n) => {
          let unread = '';
          return measureStep(
            origin,
            Array.from({ length: n }, () => demoToken),
            {
              prepare: async () => {
                unread = (await newNotifications([demo!.id]))[0]!.id;
              },
              publish: async () => {
                await graphql(origin, markRead, { ids: [unread] }, demoToken);
              },
            },
          );
        },
      },
      ...(pubsub === 'redis'
        ? {
            'player per subscription': {
              steps: async (n: number) => {
                const seconds = await ensurePlayers(n);
                if (seconds > 1)
                  console.log(`  (signed in players up to ${n} in ${round1(seconds)} s)`);
                const subscribers = players.slice(0, n);
                return measureStep(
                  origin,
                  subscribers.map((p) => p.accessToken),
                  {
                    publish: async () => {
                      const createdAt = new Date().toISOString();
                      const pipeline = publisher.pipeline();
                      for (const { userId } of subscribers) {
                        const notification = {
                          id: randomUUID(),
                          notificationType: 'XpGain',
                          metadata: { itemKey: 'S1_XP', difference: 10 },
                          createdAt,
                          readAt: null,
                          completedAt: null,
                        };
                        pipeline.publish(
                          `levelup-player:${userId}`,
                          JSON.stringify({ kind: 'notification', notification }),
                        );
                      }
                      await pipeline.exec();
                    },
                  },
                );
              },
            },
          }
        : {}),
      'per-player API': {
        steps: async (n: number) => {
          await ensurePlayers(n);
          const subscribers = players.slice(0, n);
          const tokenOf = new Map(subscribers.map((p) => [p.userId, p.accessToken]));
          let pending: { id: string; user_id: string }[] = [];
          return measureStep(
            origin,
            subscribers.map((p) => p.accessToken),
            {
              prepare: async () => {
                pending = await newNotifications(subscribers.map((p) => p.userId));
              },
              publish: async () => {
                await inBatches(pending, 64, (row) =>
                  graphql(origin, markRead, { ids: [row.id] }, tokenOf.get(row.user_id)),
                );
              },
            },
          );
        },
      },
    };

    for (const [name, { steps }] of Object.entries(scenarios)) {
      results[name] = [];
      for (const n of LADDER) {
        const step = await steps(n);
        report(`[${pubsub}] ${name}`, step);
        results[name].push(step);
        if (step.degraded) break;
      }
    }
  } finally {
    await sql.end();
    await publisher.quit();
    await server.stop();
  }
  return results;
}

const measured: Record<string, Record<string, StepResult[]>> = {};
for (const pubsub of ['redis', 'in-process'] as const) {
  const database = `bench_${randomBytes(6).toString('hex')}`;
  const databaseUrl = new URL(ADMIN_URL);
  databaseUrl.pathname = `/${database}`;
  await admin(ADMIN_URL, `CREATE DATABASE ${database}`);
  try {
    measured[pubsub] = await runMode(pubsub, databaseUrl.toString());
  } finally {
    await admin(ADMIN_URL, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
}

/** The largest N that did not degrade, per scenario. */
const summary = Object.fromEntries(
  Object.entries(measured).flatMap(([pubsub, scenarios]) =>
    Object.entries(scenarios).map(([name, steps]) => {
      const good = steps.filter((step) => !step.degraded).at(-1);
      return [
        `${pubsub}: ${name}`,
        good
          ? {
              subscribers: good.subscribers,
              withinWindowMin: good.withinWindowMin,
              p50Ms: good.p50Ms,
              p99Ms: good.p99Ms,
            }
          : null,
      ];
    }),
  ),
);
console.log(summary);

mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('./results/subscription-fanout.json', import.meta.url),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), database: 'postgresql', cpus: cpus().length, node: process.version, windowMs: WINDOW_MS, rounds: ROUNDS, ladder: LADDER, summary, measured }, null, 2)}\n`,
);
