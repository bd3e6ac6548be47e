import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { PSEUDO_LANGUAGE } from './pseudo-language.ts';

/** The languages a player can get: English, and the pseudo-locale for tests. */
export const TEXT_LANGUAGES = ['en', PSEUDO_LANGUAGE] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

/**
 * The one Lingui instance every package's catalogue loads into. It is active in English from the
 * import, with the catalogues bundled into the script (no loading, no suspense), so a component
 * renders its English text on the first paint wherever it is mounted: app, test or story.
 *
 * Lingui rather than i18next: the same job (ICU plurals, `Intl` numbers, a change event) costs about
 * 2 KiB of gzip instead of 18.6 KiB in every first load, because the catalogues are compiled at build
 * time (vite/compile-texts.ts) and the browser only formats them. With i18next no page kept issue 10's
 * 150 KiB first-load budget.
 */
export const textInstance: I18n = setupI18n({ locale: 'en', messages: { en: {} } });

/** Derives a language's catalogue from an English one (the pseudo-locale). */
export type DeriveCatalogue = (english: Messages) => Messages;

const englishCatalogues: Messages[] = [];
const derivedLanguages = new Map<string, DeriveCatalogue>();

/** Loads a compiled English catalogue, and the languages derived from English, into the instance. */
export function loadEnglishCatalogue(english: Messages): void {
  englishCatalogues.push(english);
  textInstance.load('en', english);
  for (const [language, derive] of derivedLanguages) textInstance.load(language, derive(english));
}

/**
 * Makes `language` a derivation of English: every catalogue loaded so far, and every one a page
 * loads later with its chunk, gets its `language` copy.
 */
export function deriveLanguage(language: string, derive: DeriveCatalogue): void {
  if (derivedLanguages.has(language)) return;
  derivedLanguages.set(language, derive);
  for (const english of englishCatalogues) textInstance.load(language, derive(english));
}
