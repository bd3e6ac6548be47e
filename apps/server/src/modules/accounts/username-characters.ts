// Characters a profile name may not use (issue 10, fault 5; spec 2 §5 gives the length and space
// rules, these texts are ours). A name is shown to other players, so nothing in it may be invisible or
// steer the text (zero-width characters, bidirectional overrides, other format and ignorable code
// points), and it may not pass Latin look-alikes of another alphabet off as Latin letters ("pаypal"
// with a Cyrillic а: UTS #39 mixed-script confusables, from Unicode's confusables table).
import unhomoglyph from 'unhomoglyph';

export const NAME_INVISIBLE_CHARACTER_MESSAGE =
  'Your name should not contain invisible or control characters';
export const NAME_LOOK_ALIKE_MESSAGE =
  'Your name should not mix look-alike letters of different alphabets';

/**
 * Unicode's own classes: Default_Ignorable_Code_Point (zero-width space and joiners, word joiner, soft
 * hyphen, Hangul fillers, variation selectors…), Cf (format: bidirectional embeddings, overrides,
 * isolates and marks), Cc (controls), Co (private use), Cn (unassigned), Cs (lone surrogates) and the
 * separators Z (every space, line and paragraph separator).
 */
const invisible = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}\p{Co}\p{Cn}\p{Cs}\p{Z}]/u;
const latin = /\p{Script=Latin}/u;
const letter = /\p{L}/u;

/** A letter of another alphabet whose confusable skeleton is a Latin letter (Cyrillic а → a). */
function isLatinLookAlike(char: string): boolean {
  if (!letter.test(char) || latin.test(char)) return false;
  const skeleton = unhomoglyph(char);
  return skeleton !== char && latin.test(skeleton);
}

/** The first character problem of a profile name, or null. */
export function nameCharacterProblem(name: string): string | null {
  if (invisible.test(name)) return NAME_INVISIBLE_CHARACTER_MESSAGE;
  if (latin.test(name) && Array.from(name).some(isLatinLookAlike)) return NAME_LOOK_ALIKE_MESSAGE;
  return null;
}
