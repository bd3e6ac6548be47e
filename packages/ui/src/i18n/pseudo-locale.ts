/** The language code of the pseudo-locale: en-XA, the usual code for accented, lengthened English. */
export const PSEUDO_LANGUAGE = 'en-XA';

/** Every pseudo-localised text starts and ends with these, so a checker tells it from a literal. */
export const PSEUDO_START = '⟦';
export const PSEUDO_END = '⟧';

/** How much longer a pseudo-localised text is than its English source (issue 15: 40 %). */
export const PSEUDO_LENGTHENING = 0.4;

const ACCENTED: Record<string, string> = Object.fromEntries([
  ['a', 'á'],
  ['b', 'ƀ'],
  ['c', 'ç'],
  ['d', 'ď'],
  ['e', 'é'],
  ['f', 'ƒ'],
  ['g', 'ĝ'],
  ['h', 'ĥ'],
  ['i', 'î'],
  ['j', 'ĵ'],
  ['k', 'ķ'],
  ['l', 'ļ'],
  ['m', 'ɱ'],
  ['n', 'ñ'],
  ['o', 'ö'],
  ['p', 'þ'],
  ['q', 'ǫ'],
  ['r', 'ŕ'],
  ['s', 'š'],
  ['t', 'ţ'],
  ['u', 'û'],
  ['v', 'ṽ'],
  ['w', 'ŵ'],
  ['x', 'ẋ'],
  ['y', 'ý'],
  ['z', 'ž'],
  ['A', 'Á'],
  ['B', 'Ɓ'],
  ['C', 'Ç'],
  ['D', 'Ď'],
  ['E', 'É'],
  ['F', 'Ƒ'],
  ['G', 'Ĝ'],
  ['H', 'Ĥ'],
  ['I', 'Î'],
  ['J', 'Ĵ'],
  ['K', 'Ķ'],
  ['L', 'Ļ'],
  ['M', 'Ṁ'],
  ['N', 'Ñ'],
  ['O', 'Ö'],
  ['P', 'Þ'],
  ['Q', 'Ǫ'],
  ['R', 'Ŕ'],
  ['S', 'Š'],
  ['T', 'Ţ'],
  ['U', 'Û'],
  ['V', 'Ṽ'],
  ['W', 'Ŵ'],
  ['X', 'Ẋ'],
  ['Y', 'Ý'],
  ['Z', 'Ž'],
]);

// Placeholders ({{name}}, {{count, number}}) and nestings ($t(key)) are filled in after this runs:
// they stay as written, so names, numbers and the brand name reach the screen unmangled.
const KEPT_AS_WRITTEN = /(\{\{[^}]*\}\}|\$t\([^)]*\))/;

/** Accents the letters of `text` and lengthens it by 40 %, between the pseudo-locale markers. */
export function pseudoLocalise(text: string): string {
  if (text.trim() === '') return text;
  const accented = text
    .split(KEPT_AS_WRITTEN)
    .map((part, index) =>
      index % 2 === 1 ? part : [...part].map((char) => ACCENTED[char] ?? char).join(''),
    )
    .join('');
  const padding = '·'.repeat(Math.ceil(text.length * PSEUDO_LENGTHENING));
  // Padding comes in words of at most 5 so a lengthened text wraps as a translated one would.
  const words = padding.match(/.{1,5}/g) ?? [];
  return `${PSEUDO_START}${accented} ${words.join(' ')}${PSEUDO_END}`;
}

/** A catalogue with every text pseudo-localised, same keys. */
export function pseudoCatalogue<C extends object>(catalogue: C): C {
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, value]) => [
      key,
      typeof value === 'string' ? pseudoLocalise(value) : pseudoCatalogue(value as object),
    ]),
  ) as C;
}
