// Issue 15: the pseudo-locale pass, shared by the apps' e2e suites. A page opened with ?lng=pseudo shows
// every catalogue text accented, 40 % longer and between markers; a visible text without them is a
// literal left in a component.
// The check itself (@levelup/ui/i18n/pseudo-locale-check) is handed in by the app's spec: @levelup/ui
// already depends on this package for its own e2e tests, so this package cannot depend on it.
import { expect, type Page } from '@playwright/test';

/** A text the pass accepts untranslated, and why (data, configuration, a symbol). */
export type AllowedText = { readonly text: string | RegExp; readonly reason: string };

/** What @levelup/ui/i18n/pseudo-locale-check exports; pass that module. */
export type PseudoLocaleCheck = {
  screenTexts: (root?: Element | Document | null) => string[];
  untranslatedTexts: (texts: readonly string[], allowed?: readonly AllowedText[]) => string[];
};

/** Texts that no app translates, each with its reason. */
const ALLOWED: readonly AllowedText[] = [
  // The brand is configuration (VITE_PRODUCT_NAME), never a catalogue text.
  { text: /^LevelUp$/, reason: 'the brand name, from configuration' },
  {
    text: /^[A-Z]{1,3}$/,
    reason: "initials of a name from data (a reward's or a player's avatar letter)",
  },
];

/**
 * Collects every string the server sends the page (season, partner and reward names, the player's
 * username, the partner's copy): those are data, shown as they are. Call before the page loads.
 */
export function collectServerData(page: Page): Set<string> {
  const strings = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') strings.add(value.trim());
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!response.url().includes('/graphql') || !type.includes('json')) return;
    response.json().then(collect, () => undefined);
  });
  return strings;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export type PseudoLocalisedOptions = {
  /** The app's own allowed texts (data or configuration only), each with its reason. */
  allowed?: readonly AllowedText[];
  /** Elements whose content is data, e.g. a CMS page's Markdown body: their texts are not checked. */
  dataRoots?: string;
  /** Names the page in the messages; with it, failures are soft so one run lists every page's. */
  label?: string;
};

/** The page's texts that did not come from a catalogue, and the elements that push it sideways. */
export async function pseudoLocaleFindings(
  page: Page,
  check: PseudoLocaleCheck,
  serverData: ReadonlySet<string>,
  { allowed = [], dataRoots }: PseudoLocalisedOptions = {},
): Promise<{ texts: string[]; untranslated: string[]; overflowing: string[] }> {
  const fromServer: AllowedText[] = [...serverData]
    .filter((text) => text.length > 0)
    .map((text) => ({ text: new RegExp(`^${escaped(text)}$`), reason: 'data from the server' }));
  const texts = await page.evaluate(check.screenTexts, null);
  // Texts under a data root are data: each is taken out of the page's texts once.
  const dataTexts: string[] = [];
  if (dataRoots)
    for (const root of await page.locator(dataRoots).all())
      dataTexts.push(...(await root.evaluate(check.screenTexts)));
  const checked = [...texts];
  for (const text of dataTexts) {
    const index = checked.indexOf(text);
    if (index >= 0) checked.splice(index, 1);
  }
  const untranslated = check.untranslatedTexts(checked, [...ALLOWED, ...allowed, ...fromServer]);
  // 40 % longer texts must wrap, not push the page sideways.
  const overflowing = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    // The innermost elements past the right edge, to say what broke.
    return [...document.body.querySelectorAll('*')]
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .filter(
        (element) =>
          ![...element.children].some((child) => child.getBoundingClientRect().right > width + 0.5),
      )
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.slice(0, 60)}`,
      )
      .slice(0, 5);
  });
  return { texts, untranslated, overflowing };
}

/**
 * The pass for one app: `check` is @levelup/ui/i18n/pseudo-locale-check. Its expectPseudoLocalised
 * fails with the page's texts that did not come from a catalogue, and if the page overflows sideways.
 */
export function pseudoLocalePass(check: PseudoLocaleCheck) {
  async function expectPseudoLocalised(
    page: Page,
    serverData: ReadonlySet<string>,
    options: PseudoLocalisedOptions = {},
  ) {
    const { texts, untranslated, overflowing } = await pseudoLocaleFindings(
      page,
      check,
      serverData,
      options,
    );
    const { label } = options;
    const at = label ? `${label}: ` : '';
    const expectation = label ? expect.soft : expect;
    expectation(texts.length, `${at}the page shows texts`).toBeGreaterThan(0);
    expectation(untranslated, `${at}texts not from a catalogue`).toEqual([]);
    expectation(overflowing, `${at}elements that push the page sideways`).toEqual([]);
  }
  return { collectServerData, expectPseudoLocalised };
}
