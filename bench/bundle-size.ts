// Measures the first-load JavaScript of /allypass in the production build, as a browser gets it:
// every script the page loads before it is idle, gzip-compressed (issue 2 target: at most 150 KB),
// and checks that no wallet or card-payment code is among them.
import { gzipSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '@levelup/playwright-config/chromium';
import { startServer } from './lib/server.ts';

const TARGET_GZIP_BYTES = 150 * 1024;
const FORBIDDEN_MARKERS = ['wagmi', 'WalletConnect', 'js.stripe.com', 'loadStripe'];

const server = await startServer({
  port: 4310,
  env: { DATA_DIR: 'memory://', DATABASE_URL: '', GRAPHQL_RATE_LIMIT_PER_MINUTE: '0' },
});
const browser = await chromium.launch({
  executablePath: await chromiumPath(),
  args: chromiumArgs,
});
const results: Record<string, { scripts: number; rawBytes: number; gzipBytes: number }> = {};
let forbidden: string[] = [];
try {
  for (const [name, viewport] of [
    ['desktop', { width: 1440, height: 900 }],
    ['mobile', { width: 390, height: 844 }],
  ] as const) {
    const page = await browser.newPage({ viewport });
    const bodies: Buffer[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') bodies.push(await response.body());
    });
    await page.goto(`${server.origin}/allypass`, { waitUntil: 'networkidle' });
    await page.getByText('BASIC PASS').first().waitFor();
    const raw = bodies.reduce((sum, body) => sum + body.length, 0);
    const gzip = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    results[name] = { scripts: bodies.length, rawBytes: raw, gzipBytes: gzip };
    forbidden = forbidden.concat(
      FORBIDDEN_MARKERS.filter((marker) => bodies.some((body) => body.includes(marker))),
    );
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
for (const [name, r] of Object.entries(results)) {
  console.log(
    `/allypass first load (${name}): ${r.scripts} scripts, ${kb(r.rawBytes)} raw, ${kb(r.gzipBytes)} gzip (target ${kb(TARGET_GZIP_BYTES)})`,
  );
}
console.log(
  forbidden.length
    ? `Wallet/card code in first load: ${[...new Set(forbidden)].join(', ')}`
    : 'No wallet or card-payment code in the first load.',
);
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('./results/bundle.json', import.meta.url),
  JSON.stringify({ measuredAt: new Date().toISOString(), results, forbidden }, null, 2),
);
