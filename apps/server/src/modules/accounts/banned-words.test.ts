import { describe, expect, it } from 'vitest';
import { bioHasBannedWord, nameHasBannedWord } from './banned-words.ts';

describe('nameHasBannedWord', () => {
  it('finds a banned word anywhere in a name, through case and stand-ins', () => {
    for (const name of ['ShitStorm', 'xX_f.u.c.k_Xx', 'B!7CH', 'Moderator1', 'fück']) {
      expect(nameHasBannedWord(name)).toBe(true);
    }
  });

  it('finds a banned word spelt with look-alike letters of other alphabets', () => {
    // Cyrillic ѕ (U+0455), і (U+0456), о (U+043E), а (U+0430); mathematical script letters.
    for (const name of ['\u0455h\u0456tStorm', 'M\u043Ederat\u043Er', 'b\u0430stard', '𝓯𝓾𝓬𝓴']) {
      expect(nameHasBannedWord(name)).toBe(true);
    }
  });

  it('lets ordinary names through', () => {
    for (const name of ['RiftRunner', 'Scunthorpe', 'Badminton', 'Staffordshire'])
      expect(nameHasBannedWord(name)).toBe(false);
  });
});

describe('bioHasBannedWord', () => {
  it('matches whole words only', () => {
    expect(bioHasBannedWord('What the SH1T is this')).toBe(true);
    expect(bioHasBannedWord('I cook shitake mushrooms in Scunthorpe')).toBe(false);
    expect(bioHasBannedWord('What the \u0455h\u0456t is this')).toBe(true);
  });
});
