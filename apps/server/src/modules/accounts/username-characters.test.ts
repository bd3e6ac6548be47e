import { describe, expect, it } from 'vitest';
import {
  NAME_INVISIBLE_CHARACTER_MESSAGE,
  NAME_LOOK_ALIKE_MESSAGE,
  nameCharacterProblem,
} from './username-characters.ts';

describe('nameCharacterProblem', () => {
  it('refuses invisible, control and text-steering characters', () => {
    const hidden = {
      'zero-width space': '\u200B',
      'zero-width joiner': '\u200D',
      'word joiner': '\u2060',
      'byte order mark': '\uFEFF',
      'soft hyphen': '\u00AD',
      'right-to-left override': '\u202E',
      'left-to-right isolate': '\u2066',
      'right-to-left mark': '\u200F',
      'Hangul filler': '\u3164',
      'variation selector': '\uFE0F',
      'private use': '\uE000',
      NUL: '\u0000',
      tab: '\t',
    };
    for (const [what, char] of Object.entries(hidden))
      expect(nameCharacterProblem(`Rift${char}Runner`), what).toBe(
        NAME_INVISIBLE_CHARACTER_MESSAGE,
      );
  });

  it('refuses Latin look-alikes of another alphabet mixed into a Latin name', () => {
    // Cyrillic а (U+0430) and о (U+043E), Greek ο (U+03BF).
    for (const name of ['p\u0430ypal', 'R\u043EckStar', 'Rift\u03BFRunner'])
      expect(nameCharacterProblem(name), name).toBe(NAME_LOOK_ALIKE_MESSAGE);
  });

  it('lets names in one alphabet, accents and other scripts through', () => {
    for (const name of ['RiftRunner', 'Zoë_42', 'Иван', 'Ελένη', '山田太郎', 'Ninja山田', 'José.M'])
      expect(nameCharacterProblem(name), name).toBeNull();
  });
});
