import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '@levelup/playwright-config/axe';
import { routePaths } from '@levelup/playwright-config/route-paths';
import { signUp } from './support/accounts.ts';

// Issue 15 Build 2: axe on every page of the white-label pass, signed out and signed in, on the
// desktop and the mobile project; any serious or critical violation fails. Every route file of
// src/routes is visited, so a new page is checked without a change here.
// Colour contrast included: the pages wear the seeded partner season's theme
// (apps/server/seasons/partner-s1.yaml), which `season apply` also checks (issue 15 Build 2).

async function expectAccessiblePage(page: Page, path: string) {
  await page.goto(path);
  // The page, not its LOADING PAGE... bar: a heading of its own.
  await expect(page.getByRole('main').getByRole('heading').first(), path).toBeVisible();
  await expectNoSeriousA11yViolations(page, path);
}

// The app lives under its base path: paths relative to it.
const paths = routePaths({
  routesDirectory: new URL('../src/routes/', import.meta.url),
  prefix: './',
});

test('every page passes axe, signed out and signed in', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  expect(paths).toEqual(expect.arrayContaining(['./', './auth/callback']));
  for (const path of paths) await expectAccessiblePage(page, path);
  await signUp(page, `pages-a11y-${testInfo.project.name}-${Date.now()}@example.com`);
  for (const path of paths) await expectAccessiblePage(page, path);
});
