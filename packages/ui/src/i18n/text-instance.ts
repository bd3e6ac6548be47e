import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { missingText } from './missing-text.ts';
import { PSEUDO_LANGUAGE } from './pseudo-locale.ts';

/** The languages a player can get: English, and the pseudo-locale for tests. */
export const TEXT_LANGUAGES = ['en', PSEUDO_LANGUAGE] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

/**
 * The one i18next instance every package's catalogue registers into. It is initialised here, at
 * import, synchronously and with bundled resources only (no backend, no suspense), so a component
 * renders its English text on the first paint wherever it is mounted: app, test or story.
 */
export const textInstance: i18n = i18next.createInstance();

void textInstance.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...TEXT_LANGUAGES],
  resources: {},
  initAsync: false,
  // Keys are typed per catalogue and the namespace is always given: no `ns:key` parsing.
  nsSeparator: false,
  defaultNS: false,
  fallbackNS: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  returnNull: false,
  returnEmptyString: true,
  parseMissingKeyHandler: missingText,
  react: { useSuspense: false },
});
