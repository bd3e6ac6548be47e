import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '@levelup/playwright-config/chromium';
import { startServer } from './lib/server.ts';
const server = await startServer({ port: 4313, env: { DATA_DIR: 'memory://', DATABASE_URL: '', GRAPHQL_RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'warn' } });
const browser = await chromium.launch({ executablePath: await chromiumPath(), args: chromiumArgs });
try {
  for (const path of (process.env.PAGES ?? '/the-wall').split(',')) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const bodies: Promise<[string, number]>[] = [];
  page.on('response', (r) => { if (r.url().endsWith('.js')) bodies.push(r.body().then((b) => [r.url().split('/').pop()!, gzipSync(b, { level: 9 }).length] as [string, number]).catch(() => ['?', 0])); });
  await page.goto(`${server.origin}${path}`, { waitUntil: 'networkidle' });
  console.log('h1', await page.locator('h1').allTextContents(), await page.evaluate(() => document.body.innerText.slice(0, 300)));
  const list = await Promise.all(bodies);
  list.sort((a, b) => b[1] - a[1]);
  console.log(path, (list.reduce((s, x) => s + x[1], 0) / 1024).toFixed(1));
  for (const [n, s] of list) console.log((s / 1024).toFixed(1).padStart(6), n);
  await page.close();
  }
} finally { await browser.close(); await server.stop(); }
