// Issue 28 Build 1, the white-label pass: the page arrives as HTML that already shows the partner
// season in its theme (a phone paints it before any script runs, and never in the default theme), and
// the browser then hydrates that HTML without a mismatch (React reports one to the console).
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from '@levelup/playwright-config/hydrated';

async function showsTheSeasonInItsTheme(page: Page) {
  await expect(page.getByText('First Light').first()).toBeVisible();
  await expect(page.getByText('BASIC PASS')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Level 1 free reward:/ })).toBeVisible();
  await expect(page).toHaveTitle(/First Light/);
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
  );
  expect(primary.toLowerCase()).toBe('#0b827a');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the pass shows its season, levels and theme from the HTML alone', async ({ page }) => {
    await page.goto('./');
    await showsTheSeasonInItsTheme(page);
  });
});

test('the pass hydrates the server HTML without a mismatch', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('./');
  await showsTheSeasonInItsTheme(page);
  // The signal: the app marks the document once the HTML has hydrated.
  await hydrated(page);
  expect(errors).toEqual([]);
});
