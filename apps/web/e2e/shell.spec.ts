import { expect, test } from '@playwright/test';
import { hydrated } from '@levelup/playwright-config/hydrated';

test.describe('site shell', { tag: '@mobile' }, () => {
  test('shows the menu of spec 1 §2, a Sign in button and the footer year', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/');
    if (isMobile) {
      // The page arrives server-rendered (issue 28): its buttons answer once it has hydrated.
      await hydrated(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      for (const item of ['Games', 'Wall', 'Quests', 'Shop', 'Battle Pass']) {
        await expect(drawer.getByRole('link', { name: item, exact: true })).toBeVisible();
      }
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    } else {
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const item of ['Games', 'Wall', 'Quests', 'Shop', 'Battle Pass']) {
        await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible();
      }
      await expect(nav.getByRole('button', { name: /Learn/ })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
  });

  test('shows free-mint events with their status', async ({ page }) => {
    await page.goto('/mints');
    // The seed has a live, an upcoming, an ended and a sold-out event (apps/server/seasons/mints.yaml).
    await expect(page.getByText('SOLD OUT').filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByText('VIEW EVENT').filter({ visible: true }).first()).toBeVisible();
    const reserve = page
      .getByRole('link', { name: 'RESERVE NOW' })
      .filter({ visible: true })
      .first();
    await reserve.click();
    await expect(page).toHaveURL(/\/auth\/login\?source=%2Fmints/);
  });

  test('the legacy host shows the announcement instead of the site, except under /media/', async ({
    page,
    baseURL,
  }) => {
    const legacy = new URL(baseURL ?? 'http://127.0.0.1');
    legacy.hostname = 'legacy.localhost';
    await page.goto(new URL('/allypass', legacy).toString());
    await expect(page.getByText('LevelUp is now part of the Play Network')).toBeVisible();
    await expect(page.getByText('BASIC PASS')).toHaveCount(0);
    await page.goto(new URL('/media/', legacy).toString());
    await expect(page.getByText('LevelUp is now part of the Play Network')).toHaveCount(0);
  });
});
