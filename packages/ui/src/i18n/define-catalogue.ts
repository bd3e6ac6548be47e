import { useTranslation } from 'react-i18next';
import { PSEUDO_LANGUAGE, pseudoCatalogue } from './pseudo-locale.ts';
import { textInstance } from './text-instance.ts';

/** A catalogue: texts keyed by meaning, nested by screen or component. */
export type Catalogue = { readonly [key: string]: string | Catalogue };

type PluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other';
type WithoutPlural<K extends string> = K extends `${infer Base}${PluralSuffix}` ? Base : K;

/** The dotted keys of a catalogue; plural forms (`x_one`, `x_other`) are asked for as `x` with a `count`. */
export type CatalogueKey<C extends Catalogue> = {
  [K in keyof C & string]: C[K] extends string
    ? WithoutPlural<K>
    : C[K] extends Catalogue
      ? `${K}.${CatalogueKey<C[K]>}`
      : never;
}[keyof C & string];

/** Values filled into a text: `{{name}}` placeholders, `count` for plurals, a default text. */
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
 * Registers a package's English catalogue as namespace `namespace` (with its pseudo-locale
 * derived from it) and returns the typed lookups for it. Typing per catalogue, not through a
 * global `CustomTypeOptions`, lets each package type its own keys without clashing with another's.
 */
export function defineCatalogue<C extends Catalogue>(
  namespace: string,
  english: C,
): DefineCatalogueReturnType<C> {
  textInstance.addResourceBundle('en', namespace, english, true, true);
  textInstance.addResourceBundle(PSEUDO_LANGUAGE, namespace, pseudoCatalogue(english), true, true);
  const text = ((key: string, values?: TextValues) =>
    textInstance.t(key, { ...values, ns: namespace })) as TextFunction<C>;
  function useText(): TextFunction<C> {
    const { t } = useTranslation(namespace, { i18n: textInstance });
    return t as unknown as TextFunction<C>;
  }
  return { useText, text };
}
