// Our API against the off-the-shelf peer, PostGraphile v4 (issue 10 shared part 7), on one seeded
// PostgreSQL database: the battle pass page query for a visitor and for a signed-in player, and the
// `{ __typename }` floor. A signed-in page asks as the apps do (issue 28 Build 2): the season without
// the token (the same bytes for everyone) and the player's part (collect logs, level challenges) with
// it, two requests per page; its rate is pages per second against the peer's one request per page. Both servers run as separate processes; for each case they take turns
// (interleaved rounds of autocannon, 10 connections) so that other work on the machine weighs on both
// alike. Prints pages/s (req/s for one-request pages), p50/p99 and each server's peak RSS under load, the ratios against the targets,
// and writes results/peer.json. One command: `pnpm --filter @levelup/bench peer`.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchPostgresUrl, inheritedEnv, peerRounds, peerSecondsPerRound } from './env.ts';
import { BattlePassPageDocument } from '@levelup/api/battle-pass';
import { BattlePassLevelsDocument } from '@levelup/api/progression';
import { battlePassPage, postgraphileBattlePassPage } from './lib/page-queries.ts';
import { sampleGroupMemory, type GroupMemory } from './lib/process-memory.ts';
import { startServer } from './lib/server.ts';

const CONNECTIONS = 10;
const OUR_PORT = 4312;
const PEER_PORT = 4313;
const WARMUP_SECONDS = 2;
const DEMO_EMAIL = 'demo@levelup.local';
const DEMO_PASSWORD = 'Demo-pass-2026!';
/** Issue 10 shared part 7: the ratios (ours / PostGraphile's req/s) and limits to reach. */
/** Issue 28: the signed-in page at ≥ 4× (it was 1.5× for issue 10). */
const TARGETS = { visitorRatio: 5, visitorP99Ms: 20, signedInRatio: 4, floorRatio: 0.8 };
const RSS_TARGET_BYTES = 250 * 1024 * 1024;

type Target = { name: string; url: string; processGroup: number };
type Request = { body: string; headers: Record<string, string> };
/** A page of each side: the requests one page sends, in order (one connection sends them in turn). */
type Case = { name: string; ours: Request[]; peer: Request[] };
/** Pages per second (requests per second over the requests of a page) and each request's latency. */
type Measured = { pagesPerSecond: number; p50Ms: number; p99Ms: number; failures: number };

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: benchPostgresUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function post(url: string, { body, headers }: Request) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  const json = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  if (!response.ok || json.errors)
    throw new Error(`${url} answered ${response.status}: ${JSON.stringify(json).slice(0, 300)}`);
  return json.data!;
}

/** PostGraphile v4 from npm in its own process, on the same database. */
async function startPostGraphile(databaseUrl: string) {
  const child = spawn(
    process.execPath,
    [new URL('./lib/postgraphile-server.mjs', import.meta.url).pathname],
    {
      env: {
        ...inheritedEnv(),
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        PORT: String(PEER_PORT),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    },
  );
  const url = `http://127.0.0.1:${PEER_PORT}/graphql`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await post(url, { body: '{"query":"{ __typename }"}', headers: {} });
      break;
    } catch {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error('PostGraphile did not start');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return {
    url,
    processGroup: child.pid!,
    stop: async () => {
      process.kill(-child.pid!, 'SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

async function load(url: string, page: Request[], seconds: number) {
  return autocannon({
    url,
    method: 'POST',
    requests: page.map(({ body, headers }) => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    })),
    connections: CONNECTIONS,
    duration: seconds,
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

/** Interleaved rounds of one case: ours, then the peer, `peerRounds` times (after a warm-up each). */
async function measure(
  testCase: Case,
  ours: Target,
  peer: Target,
  peaks: Map<Target, GroupMemory>,
): Promise<Record<'ours' | 'peer', Measured>> {
  const sides = [
    { target: ours, request: testCase.ours },
    { target: peer, request: testCase.peer },
  ];
  for (const { target, request } of sides) {
    for (const step of request) await post(target.url, step);
    await load(target.url, request, WARMUP_SECONDS);
  }
  const rounds = new Map<Target, autocannon.Result[]>(sides.map(({ target }) => [target, []]));
  for (let round = 0; round < peerRounds; round++) {
    for (const { target, request } of sides) {
      const memory = sampleGroupMemory(target.processGroup);
      rounds.get(target)!.push(await load(target.url, request, peerSecondsPerRound));
      const peak = memory.stop();
      const before = peaks.get(target) ?? { serverBytes: 0, wrapperBytes: 0 };
      peaks.set(target, {
        serverBytes: Math.max(before.serverBytes, peak.serverBytes),
        wrapperBytes: Math.max(before.wrapperBytes, peak.wrapperBytes),
      });
    }
  }
  const summary = (results: autocannon.Result[], perPage: number): Measured => ({
    pagesPerSecond:
      results.reduce((sum, r) => sum + r.requests.total, 0) /
      (results.length * peerSecondsPerRound * perPage),
    p50Ms: median(results.map((r) => r.latency.p50)),
    p99Ms: median(results.map((r) => r.latency.p99)),
    failures: results.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
  });
  return {
    ours: summary(rounds.get(ours)!, testCase.ours.length),
    peer: summary(rounds.get(peer)!, testCase.peer.length),
  };
}

const database = `bench_${randomBytes(6).toString('hex')}`;
const databaseUrl = new URL(benchPostgresUrl);
databaseUrl.pathname = `/${database}`;
const loadAverageAtStart = Math.round(loadavg()[0]! * 100) / 100;

await admin(`CREATE DATABASE ${database}`);
const results: Record<string, Record<'ours' | 'peer', Measured>> = {};
const peaks = new Map<Target, GroupMemory>();
let memory: Record<'ours' | 'peer', GroupMemory>;
try {
  const server = await startServer({
    port: OUR_PORT,
    env: {
      DATABASE_URL: databaseUrl.toString(),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // A throwaway secret for this run; the benchmark measures throughput, so no per-IP limit.
      AUTH_SECRET: randomBytes(48).toString('base64'),
      GRAPHQL_RATE_LIMIT_PER_MINUTE: '0',
      AUTH_RATE_LIMIT_SCALE: '0',
    },
  });
  const peerServer = await startPostGraphile(databaseUrl.toString());
  try {
    const ours: Target = {
      name: 'ours',
      url: `${server.origin}/graphql`,
      processGroup: server.processGroup,
    };
    const peer: Target = {
      name: 'PostGraphile v4',
      url: peerServer.url,
      processGroup: peerServer.processGroup,
    };
    const signIn = (await post(ours.url, {
      body: JSON.stringify({
        query:
          'mutation ($email: String!, $password: String!) { signInWithEmail(email: $email, password: $password) { accessToken userId } }',
        variables: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
      }),
      headers: { 'x-graphql-csrf': '1' },
    })) as { signInWithEmail: { accessToken: string; userId: string } };
    const { accessToken, userId } = signIn.signInWithEmail;
    const page = (variables: Record<string, unknown>) =>
      JSON.stringify({ query: battlePassPage, variables });
    const peerPage = (variables: Record<string, unknown>) =>
      JSON.stringify({ query: postgraphileBattlePassPage, variables });
    const season = { group: 'allypass', key: 's1' };
    // The apps' own documents: the season (no collect logs) and the player's part of the levels.
    const seasonPage = JSON.stringify({ query: BattlePassPageDocument, variables: season });
    const { battlePass } = (await post(ours.url, { body: seasonPage, headers: {} })) as {
      battlePass: { id: string };
    };
    const playerPart = JSON.stringify({
      query: BattlePassLevelsDocument,
      variables: { battlePassId: battlePass.id },
    });
    const bearer = { authorization: `Bearer ${accessToken}` };
    const cases: Case[] = [
      {
        name: 'page, visitor',
        ours: [{ body: page(season), headers: {} }],
        peer: [{ body: peerPage({ ...season, signedIn: false }), headers: {} }],
      },
      {
        name: 'page, signed in',
        ours: [
          { body: seasonPage, headers: {} },
          { body: playerPart, headers: bearer },
        ],
        peer: [{ body: peerPage({ ...season, signedIn: true, userId }), headers: {} }],
      },
      {
        name: '{ __typename }',
        ours: [{ body: '{"query":"{ __typename }"}', headers: {} }],
        peer: [{ body: '{"query":"{ __typename }"}', headers: {} }],
      },
    ];
    for (const testCase of cases) {
      results[testCase.name] = await measure(testCase, ours, peer, peaks);
      const { ours: o, peer: p } = results[testCase.name]!;
      console.log(
        `${testCase.name}: ours ${o.pagesPerSecond.toFixed(0)} pages/s, PostGraphile ${p.pagesPerSecond.toFixed(0)} pages/s`,
      );
    }
    memory = { ours: peaks.get(ours)!, peer: peaks.get(peer)! };
  } finally {
    await peerServer.stop();
    await server.stop();
  }
} finally {
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const ratio = (name: string) =>
  results[name]!.ours.pagesPerSecond / results[name]!.peer.pagesPerSecond;
const checks = [
  {
    name: 'page, visitor',
    target: `≥ ${TARGETS.visitorRatio}×, p99 ≤ ${TARGETS.visitorP99Ms} ms`,
    met:
      ratio('page, visitor') >= TARGETS.visitorRatio &&
      results['page, visitor']!.ours.p99Ms <= TARGETS.visitorP99Ms,
  },
  {
    name: 'page, signed in',
    target: `≥ ${TARGETS.signedInRatio}×`,
    met: ratio('page, signed in') >= TARGETS.signedInRatio,
  },
  {
    name: '{ __typename }',
    target: `≥ ${TARGETS.floorRatio}×`,
    met: ratio('{ __typename }') >= TARGETS.floorRatio,
  },
];
console.log(
  `\n${peerRounds} interleaved rounds × ${peerSecondsPerRound} s per server, ${CONNECTIONS} connections, ${cpus().length} CPUs, load average ${loadAverageAtStart} at start\n`,
);
console.table(
  Object.fromEntries(
    checks.map(({ name, target, met }) => {
      const { ours: o, peer: p } = results[name]!;
      return [
        name,
        {
          'ours pages/s': Math.round(o.pagesPerSecond),
          'ours p50/p99 ms': `${o.p50Ms}/${o.p99Ms}`,
          'PostGraphile pages/s': Math.round(p.pagesPerSecond),
          'PostGraphile p50/p99 ms': `${p.p50Ms}/${p.p99Ms}`,
          ratio: `${ratio(name).toFixed(2)}×`,
          target,
          met: met ? 'yes' : 'NO',
          failures: o.failures + p.failures,
        },
      ];
    }),
  ),
);
const rssMet = memory!.ours.serverBytes <= RSS_TARGET_BYTES;
console.log(
  `Peak RSS under load: ours ${mib(memory!.ours.serverBytes)} (+ ${mib(memory!.ours.wrapperBytes)} in wrapper processes), PostGraphile ${mib(memory!.peer.serverBytes)}; target ≤ ${mib(RSS_TARGET_BYTES)}: ${rssMet ? 'yes' : 'NO'}`,
);
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('./results/peer.json', import.meta.url),
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      cpus: cpus().length,
      node: process.version,
      loadAverageAtStart,
      connections: CONNECTIONS,
      rounds: peerRounds,
      secondsPerRound: peerSecondsPerRound,
      results: Object.fromEntries(
        Object.entries(results).map(([name, r]) => [name, { ...r, ratio: ratio(name) }]),
      ),
      peakRss: memory!,
      targets: { ...TARGETS, rssBytes: RSS_TARGET_BYTES },
    },
    null,
    2,
  )}\n`,
);
