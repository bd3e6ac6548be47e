import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '@levelup/playwright-config/axe';
import { routePaths } from '@levelup/playwright-config/route-paths';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { trackRequests } from './support/settle.ts';

// Issue 14 "Done when": a check fails if any route renders a placeholder, and the seeded menus link
// only to pages that exist. Every route file of src/routes is visited, signed out and signed in; a
// new route with a parameter needs a sample value below, so no route escapes the check.
// Issue 15 Build 2: on each of those visits axe checks the page too (no serious or critical violation),
// so every page is checked signed out and signed in, on the desktop and the mobile project.

const SAMPLE_PARAMS: Record<string, string> = {
  slug: 'aurora-pilots',
  referralCode: 'NOSUCHCODE',
  groupKey: 'allypass',
  id: '1',
  // spec 2 §2 /{product}/auth/callback: the brand's slug (VITE_PRODUCT_NAME, LevelUp here).
  product: 'levelup',
  // Splat routes: a page of their section.
  'media/$': 'press-kit',
  'learn/$': 'guides',
};

/** What a placeholder says ("MINT COMING SOON" is the spec's disabled-mint button, not one). */
const PLACEHOLDER = /(?<!MINT )coming soon|not built yet|has not been published yet/i;

async function expectRealPage(
  page: Page,
  path: string,
  { a11y = false, requests }: { a11y?: boolean; requests?: ReturnType<typeof trackRequests> } = {},
) {
  await page.goto(path);
  await expect(page.locator('main, section, article').first(), path).toBeVisible();
  // The page's queries answered: a button enabled by its data is judged enabled, not mid-change.
  await requests?.settled(path);
  await expect(page.locator('body'), path).not.toContainText(PLACEHOLDER);
  await expect(
    page.getByRole('heading', { name: 'Page not found', exact: true }),
    path,
  ).toHaveCount(0);
  if (a11y) await expectNoSeriousA11yViolations(page, path);
}

const paths = routePaths({
  routesDirectory: new URL('../src/routes/', import.meta.url),
  sampleParams: SAMPLE_PARAMS,
});

test(
  'no route renders a placeholder, signed out or signed in',
  { tag: '@mobile' },
  async ({ page }, testInfo) => {
    test.setTimeout(300_000);
    expect(paths).toContain('/advent-calendar');
    const requests = trackRequests(page);
    for (const path of paths) await expectRealPage(page, path, { a11y: true, requests });
    // The visit to /referrals/NOSUCHCODE kept that invite code for the sign-up: forget it.
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await signUp(page, uniqueEmail('routes', testInfo.project.name));
    for (const path of paths) await expectRealPage(page, path, { a11y: true, requests });
  },
);

test('the seeded menus link only to pages that exist', { tag: '@mobile' }, async ({ page }) => {
  await page.goto('/');
  const menus = await page.evaluate(async () => {
    const query =
      'query Menu($key: String!) { cmsMenu(key: $key) { items { href external children { href external } } } }';
    const read = async (key: string) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
        body: JSON.stringify({ query, variables: { key } }),
      });
      return (await response.json()) as {
        data: {
          cmsMenu: {
            items: Array<{
              href: string;
              external: boolean;
              children: Array<{ href: string; external: boolean }>;
            }>;
          } | null;
        };
      };
    };
    return Promise.all(['learn', 'media', 'ecosystem'].map(read));
  });
  const links = menus.flatMap((menu) =>
    (menu.data.cmsMenu?.items ?? []).flatMap((item) => [item, ...item.children]),
  );
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) {
    if (link.external) {
      // An external entry still leads somewhere of ours or a real address, never an example domain.
      expect(link.href).not.toMatch(/example\.com/);
      continue;
    }
    await expectRealPage(page, link.href);
  }
});
