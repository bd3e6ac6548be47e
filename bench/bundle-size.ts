// First-load JavaScript of the web app's pages in the production build, as a browser gets it: every
// script a page loads until the network is idle, gzip-compressed, in KiB (1 KiB = 1,024 bytes). Each
// page has a budget of 150 KiB on desktop and on mobile (issue 10 shared part 10); the run fails (exit
// code 1) when a page passes it, and when wallet or card-payment code reaches a first load.
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '@levelup/playwright-config/chromium';
import { startServer } from './lib/server.ts';

const BUDGET_KIB = 150;
const PAGES = ['/allypass', '/the-wall', '/mints', '/'];
const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;
const FORBIDDEN_MARKERS = ['wagmi', 'WalletConnect', 'js.stripe.com', 'loadStripe'];

type Measured = { scripts: number; rawKiB: number; gzipKiB: number; forbidden: string[] };
const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

const server = await startServer({
  port: 4310,
  env: {
    DATA_DIR: 'memory://',
    DATABASE_URL: '',
    GRAPHQL_RATE_LIMIT_PER_MINUTE: '0',
    // No load shedding: on a busy machine a shed request opens the server-overloaded modal, and its
    // code would be counted as the page's first load.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    OVERLOAD_MAX_DATABASE_WAITING: '0',
    OVERLOAD_MAX_GRAPHQL_IN_FLIGHT: '0',
    LOG_LEVEL: 'warn',
  },
});
const browser = await chromium.launch({ executablePath: await chromiumPath(), args: chromiumArgs });
const results: Record<string, Record<string, Measured>> = {};
try {
  for (const path of PAGES) {
    results[path] = {};
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const page = await browser.newPage({ viewport });
      const bodies: Promise<Buffer>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') bodies.push(response.body());
      });
      await page.goto(`${server.origin}${path}`, { waitUntil: 'networkidle' });
      if (path === '/allypass') await page.getByText('BASIC PASS').first().waitFor();
      const scripts = await Promise.all(bodies);
      results[path][name] = {
        scripts: scripts.length,
        rawKiB: kib(scripts.reduce((sum, body) => sum + body.length, 0)),
        gzipKiB: kib(scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0)),
        forbidden: FORBIDDEN_MARKERS.filter((marker) =>
          scripts.some((body) => body.includes(marker)),
        ),
      };
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

const rows = Object.entries(results).flatMap(([path, byViewport]) =>
  Object.entries(byViewport).map(([viewport, r]) => ({
    page: path,
    viewport,
    scripts: r.scripts,
    'raw KiB': r.rawKiB,
    'gzip KiB': r.gzipKiB,
    'budget KiB': BUDGET_KIB,
    within: r.gzipKiB <= BUDGET_KIB && r.forbidden.length === 0 ? 'yes' : 'NO',
    'wallet/card code': r.forbidden.join(', ') || 'none',
  })),
);
console.table(rows);
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('./results/bundle.json', import.meta.url),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), unit: 'KiB (1,024 bytes), gzip level 9', budgetKiB: BUDGET_KIB, results }, null, 2)}\n`,
);
const over = rows.filter((row) => row.within !== 'yes');
if (over.length > 0) {
  console.error(
    `Over budget: ${over.map((row) => `${row.page} (${row.viewport}) ${row['gzip KiB']} KiB${row['wallet/card code'] === 'none' ? '' : ` with ${row['wallet/card code']}`}`).join('; ')}`,
  );
  process.exitCode = 1;
}
