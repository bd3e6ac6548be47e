import { useSyncExternalStore } from 'react';
import type { Messages } from '@lingui/core';
import { missingText } from './missing-text.ts';
import { loadEnglishCatalogue, textInstance } from './text-instance.ts';

/** A catalogue: ICU texts keyed by meaning, nested by screen or component. */
export type Catalogue = { readonly [key: string]: string | Catalogue };

/** The dotted keys of a catalogue. */
export type CatalogueKey<C extends Catalogue> = {
  [K in keyof C & string]: C[K] extends string
    ? K
    : C[K] extends Catalogue
      ? `${K}.${CatalogueKey<C[K]>}`
      : never;
}[keyof C & string];

/** Values filled into a text's `{name}` placeholders and plurals; a default text for a missing key. */
export type TextValues = {
  readonly count?: number;
  readonly defaultValue?: string;
  readonly [name: string]: unknown;
};

/** Looks up a text of one catalogue by its typed key. */
export type TextFunction<C extends Catalogue> = (
  key: CatalogueKey<C>,
  values?: TextValues,
) => string;

export type DefineCatalogueReturnType<C extends Catalogue> = {
  /** The hook components use: re-renders when the language changes. */
  useText: () => TextFunction<C>;
  /** The same lookup outside React (stores, error handlers), in the current language. */
  text: TextFunction<C>;
};

/**
 * Named formats a text can ask for: `{amount, number, money}` (two decimals, as prices are shown),
 * `{amount, number, crypto}` (up to 8 decimals), `{date, date, day}` ("Nov 27, 2026" in English).
 */
export const TEXT_FORMATS = {
  money: { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  crypto: { maximumFractionDigits: 8 },
  day: { month: 'short', day: 'numeric', year: 'numeric' },
} as const;

/**
 * Marks an English catalogue declared apart from its `defineCatalogue` call, so the build compiles
 * its texts (vite/compile-texts.ts). Returns the catalogue as it is.
 */
export function englishTexts<const C extends Catalogue>(texts: C): C {
  return texts;
}

type CompiledCatalogue = { readonly [key: string]: unknown };

/** The catalogue's texts by full id (`namespace.key.path`), each compiled at build time. */
function flatten(prefix: string, catalogue: CompiledCatalogue, messages: Messages = {}): Messages {
  for (const [key, value] of Object.entries(catalogue)) {
    const id = `${prefix}.${key}`;
    if (Array.isArray(value)) messages[id] = value as Messages[string];
    else if (typeof value === 'object' && value !== null)
      flatten(id, value as CompiledCatalogue, messages);
    else
      throw new Error(
        `Text "${id}" is not compiled: add compileTexts() from @levelup/ui/vite/compile-texts to the Vite config that bundles it`,
      );
  }
  return messages;
}

const subscribe = (onChange: () => void) => textInstance.on('change', onChange);
const currentLanguage = () => textInstance.locale;

/**
 * Loads a package's English catalogue under `namespace` (ICU texts, compiled at build time) and
 * returns the typed lookups for it. Typing per catalogue lets each package and feature type its own
 * keys; a feature's catalogue is declared beside it, so each page's chunk carries only its texts.
 */
export function defineCatalogue<const C extends Catalogue>(
  namespace: string,
  english: C,
): DefineCatalogueReturnType<C> {
  loadEnglishCatalogue(flatten(namespace, english));
  const text = ((key: string, values?: TextValues) => {
    const id = `${namespace}.${key}`;
    // spec 1 §8: a missing text with no default text throws a type error.
    if (textInstance.messages[id] === undefined) return missingText(key, values?.defaultValue);
    return textInstance._(id, values, { formats: TEXT_FORMATS });
  }) as TextFunction<C>;
  // One lookup function per language, so memoised children that take it render again on a switch.
  const textByLanguage = new Map<string, TextFunction<C>>();
  function useText(): TextFunction<C> {
    const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
    let textInLanguage = textByLanguage.get(language);
    if (!textInLanguage) {
      textInLanguage = ((key, values) => text(key, values)) as TextFunction<C>;
      textByLanguage.set(language, textInLanguage);
    }
    return textInLanguage;
  }
  return { useText, text };
}
