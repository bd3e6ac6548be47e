import { expect, test } from '@playwright/test';
import { hydrated } from '@levelup/playwright-config/hydrated';

// Issue 2: the white-label app shows the partner season with the partner's theme. Issue 28: the page
// arrives server-rendered in that theme, so its first paint already wears it (no default theme first).
test('shows the partner season in its own theme', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByText('First Light').first()).toBeVisible();
  await expect(page.getByText('BASIC PASS')).toBeVisible();
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
  );
  expect(primary.toLowerCase()).toBe('#0b827a');
  await expect(page).toHaveTitle(/First Light/);
  await expect(page.locator('[data-level]').first()).toBeVisible();
  expect(await page.locator('[data-level]').count()).toBeGreaterThanOrEqual(30);
});

test('a visitor click goes to sign-in with the way back', async ({ page }) => {
  await page.goto('./');
  // Its buttons answer once the server's HTML has hydrated.
  await hydrated(page);
  await page.getByRole('button', { name: /BUY PREMIUM PASS/ }).click();
  await expect(page).toHaveURL(/\/auth\/login\?/);
  expect(new URL(page.url()).searchParams.get('redirect')).toContain('/white-label-battlepass-v2/');
});
