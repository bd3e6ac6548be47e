// Overload shedding (issue 10 "Overload protection"): the real server (production mode, default
// OVERLOAD_* limits) on a fresh seeded PostgreSQL database, loaded with the battle pass page query of a signed-in player (uncached).
// 1. Sustainable rate: closed loop, CONNECTIONS in flight for SUSTAINABLE_SECONDS; the rate of 200
//    answers is the sustainable rate R.
// 2. Overload: an open loop sends at 4 × R for OVERLOAD_SECONDS (at most MAX_REQUESTS requests) over
//    SOCKETS kept-alive connections (opened before it starts, as a load balancer's are), each request
//    timed from the moment it was due (waiting for a free connection included), so a slow server
//    cannot slow the offered load down.
// Reports the admitted (200) and shed (503 server-overloaded) answers, p50/p99 of the admitted ones,
// the slowest answer and the server's shed counts by reason (its /metrics); targets: admitted p99 under 250 ms, no request past 5 s (a request still
// unanswered at 10 s is cut and counted as hung). Targets only 127.0.0.1; writes results/overload.json
// and drops the database.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { battlePassPage } from './lib/page-queries.ts';
import { percentile, round1 } from './lib/measure.ts';
import { shedReasons } from './lib/shed-reasons.ts';
import { startServer } from './lib/server.ts';
import { benchPostgresUrl } from './env.ts';

const ADMIN_URL = benchPostgresUrl;
const PORT = 4314;
const CONNECTIONS = 10;
const SUSTAINABLE_SECONDS = 8;
const OVERLOAD_FACTOR = 4;
const OVERLOAD_SECONDS = 10;
const MAX_REQUESTS = 20_000;
/** Kept-alive connections of the open loop, as a load balancer pools them; requests queue beyond. */
const SOCKETS = 64;
const HANG_MS = 5_000;
const CUT_MS = 10_000;
const TARGET_P99_MS = 250;

const payload = JSON.stringify({
  query: battlePassPage,
  variables: { group: 'allypass', key: 's1' },
});

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

type Answer = { status: number | 'hung' | 'error'; latencyMs: number };

/** Sends `total` requests at `rate` per second, each timed from when it was due. */
async function openLoop(
  origin: string,
  authorization: string,
  rate: number,
  total: number,
): Promise<Answer[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: SOCKETS });
  // The load balancer's connections are open before the surge: open every socket first, so the
  // measure is the server's answer to the load, not 64 TCP handshakes at once.
  await Promise.all(
    Array.from(
      { length: SOCKETS },
      () =>
        new Promise<void>((resolve, reject) => {
          http
            .get(`${origin}/health/live`, { agent }, (response) => {
              response.resume();
              response.on('end', resolve);
            })
            .on('error', reject);
        }),
    ),
  );
  const answers: Answer[] = [];
  const pending: Promise<void>[] = [];
  const start = performance.now();
  const send = (dueAt: number) =>
    new Promise<void>((resolve) => {
      const done = (status: Answer['status']) => {
        answers.push({ status, latencyMs: performance.now() - dueAt });
        resolve();
      };
      const request = http.request(`${origin}/graphql`, {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          authorization,
        },
      });
      request.setTimeout(CUT_MS, () => {
        request.destroy();
        done('hung');
      });
      request.on('error', () => done('error'));
      request.on('response', (response) => {
        response.resume();
        response.on('end', () => done(response.statusCode ?? 0));
      });
      request.end(payload);
    });
  let sent = 0;
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate));
    for (; sent < due; sent++) pending.push(send(start + (sent / rate) * 1000));
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  await Promise.all(pending);
  agent.destroy();
  return answers;
}

const database = `bench_${randomBytes(6).toString('hex')}`;
const databaseUrl = new URL(ADMIN_URL);
databaseUrl.pathname = `/${database}`;
await admin(`CREATE DATABASE ${database}`);
let result: Record<string, unknown>;
const authSecret = randomBytes(48).toString('base64');
try {
  const server = await startServer({
    port: PORT,
    env: {
      DATABASE_URL: databaseUrl.toString(),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      AUTH_SECRET: authSecret,
      GRAPHQL_RATE_LIMIT_PER_MINUTE: '0',
    },
  });
  try {
    // Signed in: a visitor's page is served from the season cache; the player's page reads the
    // database on every request, the load shedding protects.
    const signIn = await fetch(`${server.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
      body: JSON.stringify({
        query:
          'mutation ($email: String!, $password: String!) { signInWithEmail(email: $email, password: $password) { accessToken } }',
        variables: { email: 'demo@levelup.local', password: 'Demo-pass-2026!' },
      }),
    });
    const { data } = (await signIn.json()) as {
      data: { signInWithEmail: { accessToken: string } };
    };
    const authorization = `Bearer ${data.signInWithEmail.accessToken}`;
    const check = await fetch(`${server.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: payload,
    });
    if (!check.ok) throw new Error(`the page query failed: ${check.status}`);
    await check.arrayBuffer();

    const closed = await autocannon({
      url: `${server.origin}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: payload,
      connections: CONNECTIONS,
      duration: SUSTAINABLE_SECONDS,
    });
    const served = closed.requests.total - closed.non2xx;
    const sustainableRate = served / SUSTAINABLE_SECONDS;
    const shedSustainable = await shedReasons(server.origin, authSecret);
    console.log(
      `sustainable: ${sustainableRate.toFixed(0)} answers/s (${CONNECTIONS} connections, p50 ${closed.latency.p50} ms, p99 ${closed.latency.p99} ms, ${closed.non2xx} non-2xx, shed by reason ${JSON.stringify(shedSustainable)})`,
    );

    const rate = OVERLOAD_FACTOR * sustainableRate;
    const total = Math.min(MAX_REQUESTS, Math.round(rate * OVERLOAD_SECONDS));
    const started = performance.now();
    const answers = await openLoop(server.origin, authorization, rate, total);
    const seconds = (performance.now() - started) / 1000;
    const shedTotal = await shedReasons(server.origin, authSecret);

    const admitted = answers
      .filter((answer) => answer.status === 200)
      .map((answer) => answer.latencyMs)
      .sort((a, b) => a - b);
    const shed = answers.filter((answer) => answer.status === 503);
    const slowest = Math.max(...answers.map((answer) => answer.latencyMs));
    const pastHang = answers.filter(
      (answer) => answer.status === 'hung' || answer.latencyMs > HANG_MS,
    ).length;
    const other = answers.length - admitted.length - shed.length;
    result = {
      sustainableRate: round1(sustainableRate),
      offeredRate: round1(rate),
      requests: answers.length,
      seconds: round1(seconds),
      admitted: admitted.length,
      admittedRate: round1(admitted.length / seconds),
      shed: shed.length,
      other,
      admittedP50Ms: round1(percentile(admitted, 50)),
      admittedP99Ms: round1(percentile(admitted, 99)),
      shedP99Ms: round1(
        percentile(
          shed.map((answer) => answer.latencyMs).sort((a, b) => a - b),
          99,
        ),
      ),
      slowestMs: round1(slowest),
      sustainableNon2xx: closed.non2xx,
      shedBySustainableReason: shedSustainable,
      shedByReasonInAll: shedTotal,
      pastFiveSeconds: pastHang,
      targetsMet: percentile(admitted, 99) < TARGET_P99_MS && pastHang === 0,
    };
    console.log(
      `at ${OVERLOAD_FACTOR}x (${rate.toFixed(0)} req/s offered, ${answers.length} requests in ${seconds.toFixed(1)} s): ${admitted.length} admitted (${(admitted.length / seconds).toFixed(0)}/s, p50 ${percentile(admitted, 50).toFixed(0)} ms, p99 ${percentile(admitted, 99).toFixed(0)} ms), ${shed.length} shed with 503 (${JSON.stringify(shedTotal)} since the start), ${other} other; slowest ${slowest.toFixed(0)} ms, ${pastHang} past 5 s`,
    );
    console.log(
      result.targetsMet
        ? `targets met: admitted p99 < ${TARGET_P99_MS} ms, none past 5 s`
        : `TARGETS MISSED: admitted p99 < ${TARGET_P99_MS} ms and none past 5 s`,
    );
  } finally {
    await server.stop();
  }
} finally {
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
}

mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('./results/overload.json', import.meta.url),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), database: 'postgresql', cpus: cpus().length, loadAverage: loadavg().map(round1), node: process.version, connections: CONNECTIONS, sustainableSeconds: SUSTAINABLE_SECONDS, overloadFactor: OVERLOAD_FACTOR, overloadSeconds: OVERLOAD_SECONDS, result }, null, 2)}\n`,
);
