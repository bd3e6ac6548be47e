// The server-rendered visitor HTML of /allypass (issue 28 Build 1): req/s and latency at 10
// connections of the kept page (the HTML cache, Brotli as a browser asks for it), and of a page
// rendered for every request (SEASON_CACHE_TTL_SECONDS=0: no HTML or visitor cache) at one connection,
// since the server renders one page at a time and answers the rest unrendered meanwhile. One command:
// `pnpm --filter @levelup/bench ssr`. Writes results/server-rendering.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { ssrSeconds } from './env.ts';
import { startServer } from './lib/server.ts';

const PORT = 4314;
const SECONDS = ssrSeconds;
const P99_TARGET_MS = 20;
const MARK = 'id="levelup-server-rendered"';

type Measured = {
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
};

async function measure(origin: string, connections: number): Promise<Measured> {
  const page = await fetch(`${origin}/allypass`);
  if (!(await page.text()).includes(MARK)) throw new Error('/allypass was not server-rendered');
  const result = await autocannon({
    url: `${origin}/allypass`,
    headers: { 'accept-encoding': 'br' },
    connections,
    duration: SECONDS,
  });
  return {
    connections,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors,
  };
}

async function run(ttlSeconds: string, connections: number): Promise<Measured> {
  const server = await startServer({
    port: PORT,
    env: {
      DATA_DIR: 'memory://',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SEASON_CACHE_TTL_SECONDS: ttlSeconds,
    },
  });
  try {
    return await measure(server.origin, connections);
  } finally {
    await server.stop();
  }
}

const loadAverageAtStart = Math.round(loadavg()[0]! * 100) / 100;
const cached = await run('60', 10);
const uncached = await run('0', 1);
const met = cached.p99Ms <= P99_TARGET_MS;
console.table({
  'kept HTML, 10 connections': cached,
  'rendered per request, 1 connection': uncached,
});
console.log(
  `kept HTML p99 ${cached.p99Ms} ms, target ≤ ${P99_TARGET_MS} ms: ${met ? 'met' : 'NOT met'}; ${cpus().length} CPUs, load average ${loadAverageAtStart} at start`,
);
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('./results/server-rendering.json', import.meta.url),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), loadAverageAtStart, seconds: SECONDS, cached, uncached, p99TargetMs: P99_TARGET_MS, met }, null, 2)}\n`,
);
process.exitCode = met ? 0 : 1;
