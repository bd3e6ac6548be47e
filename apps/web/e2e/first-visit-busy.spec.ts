import type { ChildProcess } from 'node:child_process';
import { expect, test, type Page, type Response } from '@playwright/test';
import {
  startColdServer,
  startCpuBurners,
  stopColdServer,
  stopProcess,
  type ColdServer,
} from './support/busy-machine.ts';

// Issue 26 "Done when": a first visit with the server started cold and the machine kept busy (CPU
// burners next to it) loads every page without a 503 on any file. Pages and their files are never
// shed (only API work is, and the client retries a shed call), so each public page, visited by a
// browser with nothing cached, loads fully; every response is recorded, and none for a file is a 503.
test.describe.configure({ timeout: 180_000 });

/** What a page's files are, as the browser names their requests. */
const FILE_TYPES = new Set([
  'document',
  'script',
  'stylesheet',
  'image',
  'font',
  'media',
  'manifest',
]);

/** Each public page and what shows once it has loaded fully (the seed's data: apps/server/seasons). */
const PUBLIC_PAGES: Array<{ path: string; loaded: (page: Page) => Promise<void> }> = [
  {
    path: '/',
    loaded: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Events' })).toBeVisible();
    },
  },
  {
    path: '/allypass',
    loaded: async (page) => {
      await expect(page.getByText('BASIC PASS')).toBeVisible();
      await expect(page.locator('[data-level]')).toHaveCount(60);
    },
  },
  {
    path: '/the-wall',
    loaded: async (page) => {
      await expect(page.getByRole('heading', { name: 'The Wall' })).toBeVisible();
      const posts = page.getByRole('region', { name: 'Wall posts' }).getByRole('article');
      await expect(posts.first()).toBeVisible();
    },
  },
  {
    path: '/mints',
    loaded: async (page) => {
      await expect(page.getByText('VIEW EVENT').filter({ visible: true }).first()).toBeVisible();
    },
  },
  {
    path: '/games',
    loaded: async (page) => {
      await expect(page.getByRole('heading', { name: 'Games', level: 1 })).toBeVisible();
      await expect(page.getByRole('article', { name: 'Nebula Drift' })).toBeVisible();
    },
  },
];

type Answer = { url: string; status: number; type: string };

let burners: ChildProcess[] = [];
let server: ColdServer | null = null;

test.beforeAll(async () => {
  // Busy before the server starts, so that its first answers come from a cold server on a busy machine.
  burners = startCpuBurners(2);
  // The log stays in the project output folder, beside the traces.
  server = await startColdServer(test.info().project.outputDir);
});

test.afterAll(async () => {
  await Promise.all([...burners.map(stopProcess), ...(server ? [stopColdServer(server)] : [])]);
  burners = [];
  server = null;
});

// A failed visit carries the server's log (what it shed, and why).
test.afterEach(async () => {
  const info = test.info();
  if (server && info.status !== info.expectedStatus)
    await info.attach('cold-server.log', { path: server.logFile, contentType: 'text/plain' });
});

for (const { path, loaded } of PUBLIC_PAGES) {
  test(`a first visit to ${path} loads fully, no file shed`, async ({ browser }, testInfo) => {
    const origin = server!.origin;
    // A new context: nothing cached, a first visit.
    const context = await browser.newContext();
    const page = await context.newPage();
    const answers: Answer[] = [];
    page.on('response', (response: Response) =>
      answers.push({
        url: response.url(),
        status: response.status(),
        type: response.request().resourceType(),
      }),
    );
    try {
      await page.goto(`${origin}${path}`, { waitUntil: 'load' });
      await loaded(page);
      // Never the error page instead of the page (a failed script reloads once, else shows it).
      await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
      const files = answers.filter((answer) => FILE_TYPES.has(answer.type));
      expect(files.length).toBeGreaterThan(0);
      expect(files.filter((answer) => answer.status === 503)).toEqual([]);
      expect(files.filter((answer) => answer.status >= 500)).toEqual([]);
      // The API calls the server shed and the client retried, for the report.
      const shedCalls = answers.filter((answer) => answer.status === 503).length;
      testInfo.annotations.push({
        type: 'responses',
        description: `${answers.length} responses, ${files.length} files, ${shedCalls} shed API calls`,
      });
    } finally {
      await context.close();
    }
  });
}
