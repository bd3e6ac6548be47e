import { readdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '@levelup/playwright-config/axe';
import { signUp } from './support/accounts.ts';

// Issue 15 Build 2: axe on every page of the white-label pass, signed out and signed in, on the
// desktop and the mobile project; any serious or critical violation fails. Every route file of
// src/routes is visited, so a new page is checked without a change here.
// Colour contrast included: the pages wear the seeded partner season's theme
// (apps/server/seasons/partner-s1.yaml), which `season apply` also checks (issue 15 Build 2).

/** The app-relative paths of the route files (TanStack flat file routes: `auth.callback.tsx`). */
function routePaths(): string[] {
  const directory = new URL('../src/routes/', import.meta.url);
  return readdirSync(directory)
    .filter((file) => file.endsWith('.tsx') && !file.startsWith('-') && !file.startsWith('__'))
    .map((file) => {
      const segments = file.replace(/\.tsx$/, '').split('.');
      if (segments.some((segment) => segment.startsWith('$')))
        throw new Error(`Give ${file} a sample parameter in this check.`);
      return `./${segments.filter((segment) => segment !== 'index').join('/')}`;
    });
}

async function expectAccessiblePage(page: Page, path: string) {
  await page.goto(path);
  // The page, not its LOADING PAGE... bar: a heading of its own.
  await expect(page.getByRole('main').getByRole('heading').first(), path).toBeVisible();
  await expectNoSeriousA11yViolations(page, path);
}

const paths = routePaths();

test('every page passes axe, signed out and signed in', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  expect(paths).toEqual(expect.arrayContaining(['./', './auth/callback']));
  for (const path of paths) await expectAccessiblePage(page, path);
  await signUp(page, `pages-a11y-${testInfo.project.name}-${Date.now()}@example.com`);
  for (const path of paths) await expectAccessiblePage(page, path);
});
