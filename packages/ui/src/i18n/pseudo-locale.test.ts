import { describe, expect, it } from 'vitest';
import { PSEUDO_END, PSEUDO_START, pseudoCatalogue, pseudoLocalise } from './pseudo-locale.ts';

describe('pseudoLocalise', () => {
  it('accents letters, keeps placeholders and marks the text', () => {
    expect(pseudoLocalise('Hi {{name}}!')).toBe(`${PSEUDO_START}Ĥî {{name}}! ·····${PSEUDO_END}`);
  });

  it('makes a text at least 40 % longer than its source', () => {
    const source = 'Purchasing a Premium Battle Pass is not available at the moment.';
    const pseudo = pseudoLocalise(source).slice(1, -1);
    expect(pseudo.length).toBeGreaterThanOrEqual(source.length * 1.4);
  });

  it('keeps nested keys and derives every text of a catalogue', () => {
    expect(pseudoCatalogue({ a: { b: 'OK' } })).toEqual({
      a: { b: `${PSEUDO_START}ÖĶ ·${PSEUDO_END}` },
    });
  });
});
