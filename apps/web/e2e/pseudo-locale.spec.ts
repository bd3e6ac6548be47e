import { expect, test, type Page } from '@playwright/test';
import * as pseudoLocaleCheck from '@levelup/ui/i18n/pseudo-locale-check';
import { pseudoLocalePass, type AllowedText } from '@levelup/playwright-config/pseudo-locale-pass';
import { routePaths } from '@levelup/playwright-config/route-paths';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { trackRequests } from './support/settle.ts';

// Issue 15 Build 1: the web app in the pseudo-locale (?lng=pseudo). Every page of src/routes (listed
// from the route files, as no-placeholders.spec.ts does) is opened signed out, then signed in, and every
// visible text, aria-label and placeholder must come from a catalogue; the 40 % longer texts must not
// push a page sideways. Failures are soft: one run lists every page's untranslated texts. Runs on both
// projects: the desktop layout shows the navigation and the sidebars (from the lg breakpoint), the
// mobile one is where longer texts break layouts first.

const SAMPLE_PARAMS: Record<string, string> = {
  slug: 'aurora-pilots',
  referralCode: 'NOSUCHCODE',
  groupKey: 'allypass',
  id: '1',
  // spec 2 §2 /{product}/auth/callback: the brand's slug (VITE_PRODUCT_NAME, LevelUp here).
  product: 'levelup',
  'media/$': 'press-kit',
  'learn/$': 'guides',
};

/** The brand name of this suite's build (VITE_PRODUCT_NAME): content files write it {product}. */
const BRAND = 'LevelUp';

/** The web app's texts that are data or configuration, not the app's to translate. */
const ALLOWED: readonly AllowedText[] = [
  {
    text: /^[^\s@]+@[^\s@]+\.[a-z]+$/,
    reason: "an e-mail address: the support address (configuration) or a player's (data)",
  },
  {
    text: /^https?:\/\/\S+$/,
    reason:
      "a link the player copies (their referral link): the server's origin and the player's code",
  },
  {
    text: 'NOSUCHCODE',
    reason:
      "the referral code of the page's own address (SAMPLE_PARAMS), shown back as the player typed it",
  },
  {
    text: /^(Arbitrum|Base|Beam|BNB|Polygon|WEMIX|Ronin|Avalanche|Immutable)$/,
    reason: "a blockchain's proper name (shared/chains.ts, spec 2 §9 chain ids): not translated",
  },
  {
    text: /^\d{2}:\d{2} [AP]M · [A-Z][a-z]{2} \d{1,2}, \d{4}$/,
    reason:
      "a date from data in the spec's fixed format (spec 1 §9 'hh:mm a · MMM d, yyyy', formatEventDate)",
  },
];

const paths = routePaths({
  routesDirectory: new URL('../src/routes/', import.meta.url),
  sampleParams: SAMPLE_PARAMS,
});

const { collectServerData, expectPseudoLocalised } = pseudoLocalePass(pseudoLocaleCheck);

/** The server's strings as the page shows them: content files' {product} is the brand. */
const shownData = (serverData: ReadonlySet<string>) =>
  new Set([...serverData].map((text) => text.replaceAll('{product}', BRAND)));

async function expectPagesPseudoLocalised(
  page: Page,
  requests: ReturnType<typeof trackRequests>,
  serverData: ReadonlySet<string>,
  who: string,
) {
  for (const path of paths) {
    await page.goto(`${path}?lng=pseudo`);
    await expect(page.locator('main, section, article').first(), path).toBeVisible();
    await requests.settled(path);
    await expectPseudoLocalised(page, shownData(serverData), {
      allowed: ALLOWED,
      // A CMS page's Markdown body is the content file's words.
      dataRoots: '[data-content="cms"]',
      label: `${who} ${path}`,
    });
  }
}

test(
  'every page is pseudo-localised, signed out and signed in',
  { tag: '@mobile' },
  async ({ page }, testInfo) => {
    test.setTimeout(360_000);
    expect(paths).toContain('/publisher/dashboard');
    const serverData = collectServerData(page);
    const requests = trackRequests(page);
    await expectPagesPseudoLocalised(page, requests, serverData, 'signed out');
    // Back to English for the sign-up (its steps are found by their English names); the visit to
    // /referrals/NOSUCHCODE kept that invite code and ?lng=pseudo the language: forget both.
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await signUp(page, uniqueEmail('pseudo', testInfo.project.name));
    await expectPagesPseudoLocalised(page, requests, serverData, 'signed in');
  },
);
