// Issue 15: the pseudo-locale pass. A page opened with ?lng=pseudo shows every catalogue text accented,
// 40 % longer and between markers; a visible text without them is a literal left in a component.
import { expect, type Page } from '@playwright/test';
import {
  screenTexts,
  untranslatedTexts,
  type AllowedText,
} from '@levelup/ui/i18n/pseudo-locale-check';

/** Texts that are not the app's to translate, each with its reason. */
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

/** Fails with the page's texts that did not come from a catalogue, and if the page overflows sideways. */
export async function expectPseudoLocalised(page: Page, serverData: ReadonlySet<string>) {
  const fromServer: AllowedText[] = [...serverData]
    .filter((text) => text.length > 0)
    .map((text) => ({ text: new RegExp(`^${escaped(text)}$`), reason: 'data from the server' }));
  const texts = await page.evaluate(screenTexts, null);
  expect(texts.length, 'the page shows texts').toBeGreaterThan(0);
  expect(
    untranslatedTexts(texts, [...ALLOWED, ...fromServer]),
    'texts not from a catalogue',
  ).toEqual([]);
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
  expect(overflowing, 'elements that push the page sideways').toEqual([]);
}
