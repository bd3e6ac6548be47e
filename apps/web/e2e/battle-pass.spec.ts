import { expect, test } from '@playwright/test';
import { hydrated } from '@levelup/playwright-config/hydrated';

// Issue 2: a visitor sees the seeded season's pass, scroll_to_level works, a click goes to sign-in.
test.describe('battle pass for a visitor', { tag: '@mobile' }, () => {
  test('renders the seeded season with both pass cards and every level', async ({ page }) => {
    await page.goto('/allypass');
    await expect(page.getByText('Season 1: Rise of the Rift').first()).toBeVisible();
    await expect(page.getByText('BASIC PASS')).toBeVisible();
    await expect(page.getByRole('button', { name: /BUY PREMIUM PASS/ })).toBeVisible();
    await expect(page.locator('[data-level]')).toHaveCount(60);
    await expect(page.locator('[data-level="1"] button')).toHaveCount(2);
    await expect(
      page.getByText('COMPLETE SPECIAL MISSION TO UNLOCK LEVELS AND NEW MISSIONS'),
    ).toBeVisible();
  });

  test('scroll_to_level scrolls to that level and is then removed from the address', async ({
    page,
  }) => {
    await page.goto('/allypass?scroll_to_level=45&utm_source=newsletter');
    await expect(page.locator('[data-level="45"]')).toBeInViewport();
    await expect(page).toHaveURL(/utm_source=newsletter/);
    await expect(page).not.toHaveURL(/scroll_to_level/);
    await expect(page.locator('[data-level="1"]')).not.toBeInViewport();
  });

  test('a reward click sends a visitor to sign-in, keeping the destination and extra query', async ({
    page,
  }) => {
    await page.goto('/allypass?utm_source=newsletter');
    await page.locator('[data-level="2"] button').first().click();
    await expect(page).toHaveURL(/\/auth\/login\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('source')).toBe('allypass');
    expect(url.searchParams.get('redirect')).toBe('/allypass?utm_source=newsletter');
    expect(url.searchParams.get('utm_source')).toBe('newsletter');
  });

  test('the premium card sends a visitor to sign-in', async ({ page }) => {
    await page.goto('/allypass');
    // The page arrives server-rendered (issue 28): its buttons answer once it has hydrated.
    await hydrated(page);
    await page.getByRole('button', { name: /BUY PREMIUM PASS/ }).click();
    await expect(page).toHaveURL(/\/auth\/login\?.*redirect=%2Fallypass/);
  });
});
