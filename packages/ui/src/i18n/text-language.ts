import { PSEUDO_LANGUAGE } from './pseudo-language.ts';
import { textInstance, type TextLanguage } from './text-instance.ts';

/** The query parameter (`?lng=pseudo`) and the storage key that pick the pseudo-locale. */
export const TEXT_LANGUAGE_PARAM = 'lng';
export const TEXT_LANGUAGE_STORAGE_KEY = 'levelup-lng';
const PSEUDO_CHOICE = 'pseudo';

export type ChooseTextLanguageParameters = {
  /** `location.search` of the page. */
  search: string;
  /** Where the choice is remembered (`() => window.localStorage`); read inside a try, as a browser may refuse it. */
  storage?: (() => Pick<Storage, 'getItem' | 'setItem'>) | undefined;
};

/**
 * The language a page starts in: the pseudo-locale when `?lng=pseudo` asks for it (remembered in
 * storage so later pages keep it; `?lng=en` forgets it), English otherwise. Honoured in production
 * builds too: the e2e pass runs against them and it only changes what the asking browser shows.
 */
export function chooseTextLanguage({
  search,
  storage,
}: ChooseTextLanguageParameters): TextLanguage {
  const asked = new URLSearchParams(search).get(TEXT_LANGUAGE_PARAM);
  try {
    const remembered = storage?.();
    if (asked !== null) remembered?.setItem(TEXT_LANGUAGE_STORAGE_KEY, asked);
    const choice = asked ?? remembered?.getItem(TEXT_LANGUAGE_STORAGE_KEY);
    return choice === PSEUDO_CHOICE ? PSEUDO_LANGUAGE : 'en';
  } catch {
    // Storage can be refused (private mode); the query parameter alone still works.
    return asked === PSEUDO_CHOICE ? PSEUDO_LANGUAGE : 'en';
  }
}

/**
 * Switches every catalogue to `language`. The pseudo-locale's code loads on demand (its own chunk):
 * an English page never downloads it.
 */
export async function setTextLanguage(language: TextLanguage): Promise<void> {
  if (language === PSEUDO_LANGUAGE) {
    const { loadPseudoLocale } = await import('./pseudo-locale.ts');
    loadPseudoLocale();
  }
  textInstance.activate(language);
}

/**
 * What an app's entry calls once, and awaits before its first render: the language from the page
 * address or storage. English is active from the start; the promise settles at once.
 */
export async function startTexts(parameters: ChooseTextLanguageParameters): Promise<TextLanguage> {
  const language = chooseTextLanguage(parameters);
  if (language !== textInstance.locale) await setTextLanguage(language);
  return language;
}
