import type { Messages } from '@lingui/core';
import { PSEUDO_END, PSEUDO_LANGUAGE, PSEUDO_START } from './pseudo-language.ts';
import { deriveLanguage } from './text-instance.ts';

// Loaded only when a page asks for the pseudo-locale (text-language.ts), never in a first load.
export { PSEUDO_END, PSEUDO_LANGUAGE, PSEUDO_START };

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

/** A text compiled by Lingui: literal parts, and `[name, format?, options?]` placeholders. */
type CompiledText = readonly (string | CompiledPlaceholder)[];
type CompiledPlaceholder = readonly [string, string?, unknown?];

const accent = (text: string) => [...text].map((char) => ACCENTED[char] ?? char).join('');

/** The literal characters of a compiled text (a plural or select counts its `other` branch). */
function literalLength(text: CompiledText): number {
  return text.reduce((sum, part) => {
    if (typeof part === 'string') return sum + part.length;
    const other = (part[2] as { other?: unknown } | undefined)?.other;
    return sum + (Array.isArray(other) ? literalLength(other as CompiledText) : 0);
  }, 0);
}

/**
 * Accents the literal parts of a compiled text, inside plural and select branches too; placeholders
 * stay as they are, so names, numbers and the brand name reach the screen unmangled.
 */
function accentCompiled(text: CompiledText): CompiledText {
  return text.map((part) => {
    if (typeof part === 'string') return part === '#' ? part : accent(part);
    const [name, format, options] = part;
    if (typeof options !== 'object' || options === null) return part;
    const branches = Object.fromEntries(
      Object.entries(options).map(([branch, value]) => [
        branch,
        Array.isArray(value) ? accentCompiled(value as CompiledText) : value,
      ]),
    );
    return [name, format, branches] as const;
  });
}

/** A compiled text accented, 40 % longer and between the pseudo-locale markers. */
export function pseudoLocaliseCompiled(text: CompiledText): CompiledText {
  // An empty text stays empty; one made only of placeholders (a date, an amount) is still marked.
  if (text.every((part) => typeof part === 'string' && part.trim() === '')) return text;
  const padding = '·'.repeat(Math.max(1, Math.ceil(literalLength(text) * PSEUDO_LENGTHENING)));
  // Padding comes in words of at most 5 so a lengthened text wraps as a translated one would.
  const words = padding.match(/.{1,5}/g) ?? [];
  return [PSEUDO_START, ...accentCompiled(text), ` ${words.join(' ')}${PSEUDO_END}`];
}

/** Accents the letters of a plain `text` and lengthens it by 40 %, between the markers. */
export function pseudoLocalise(text: string): string {
  return pseudoLocaliseCompiled([text]).join('');
}

/** The pseudo-locale's copy of a compiled English catalogue, same ids. */
export function pseudoCatalogue(english: Messages): Messages {
  return Object.fromEntries(
    Object.entries(english).map(([id, text]) => [
      id,
      pseudoLocaliseCompiled(text as CompiledText) as Messages[string],
    ]),
  );
}

/** Makes the pseudo-locale available: every catalogue, loaded now or later, gets its copy. */
export function loadPseudoLocale(): void {
  deriveLanguage(PSEUDO_LANGUAGE, pseudoCatalogue);
}
