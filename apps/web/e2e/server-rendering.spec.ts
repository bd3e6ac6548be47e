// Issue 28 Build 1: the public pages arrive as HTML that already shows their content (a phone paints
// it before any script runs), and the browser then hydrates that HTML without a mismatch. A mismatch is
// an error here: React throws it (minified error 418) and reports it to the console.
import { expect, test, type Page } from '@playwright/test';
import { trackRequests } from './support/settle.ts';

/** Each server-rendered page and what of its content the HTML alone must show. */
const PAGES: Array<{ path: string; content: (page: Page) => Promise<void> }> = [
  {
    path: '/',
    content: async (page) =>
      await expect(
        page.getByRole('heading', { name: 'Play games. Level up. Earn rewards.' }),
      ).toBeVisible(),
  },
  {
    path: '/allypass',
    content: async (page) => {
      await expect(page.getByText('BASIC PASS', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Level 1 free reward:/ })).toBeVisible();
    },
  },
  {
    path: '/the-wall',
    // The guest Wall's first posts.
    content: async (page) => {
      await expect(page.getByRole('heading', { name: 'The Wall' })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Wall posts' }).getByRole('article').first(),
      ).toBeVisible();
    },
  },
  {
    path: '/mints/aurora-pilots',
    content: async (page) =>
      await expect(page.getByRole('heading', { name: 'Aurora Pilots' })).toBeVisible(),
  },
  {
    path: '/mints',
    // The first visible card (a phone hides the desktop carousel).
    content: async (page) =>
      await expect(page.getByText('Aurora Pilots').filter({ visible: true }).first()).toBeVisible(),
  },
  {
    path: '/games',
    content: async (page) =>
      await expect(page.getByRole('article', { name: 'Nebula Drift' })).toBeVisible(),
  },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const { path, content } of PAGES)
    test(`${path} shows its content from the HTML alone @mobile`, async ({ page }) => {
      await page.goto(path);
      await content(page);
    });
});

for (const { path, content } of PAGES)
  test(`${path} hydrates the server's HTML without a mismatch @mobile`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const requests = trackRequests(page);
    await page.goto(path);
    await content(page);
    // The signal: the page has rendered every answer and asks for nothing more.
    await requests.settled(path);
    expect(errors).toEqual([]);
  });
