import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { PSEUDO_END, PSEUDO_START, pseudoCatalogue, pseudoLocalise } from './pseudo-locale.ts';

describe('pseudoLocalise', () => {
  it('accents letters and marks the text', () => {
    expect(pseudoLocalise('Hi there!')).toBe(`${PSEUDO_START}Ĥî ţĥéŕé! ····${PSEUDO_END}`);
  });

  it('makes a text at least 40 % longer than its source', () => {
    const source = 'Purchasing a Premium Battle Pass is not available at the moment.';
    const pseudo = pseudoLocalise(source).slice(1, -1);
    expect(pseudo.length).toBeGreaterThanOrEqual(source.length * 1.4);
  });

  it('derives every text of a compiled catalogue, placeholders and plural branches kept', () => {
    const english = {
      'ns.ok': compileMessage('OK'),
      'ns.day': compileMessage('{date, date, day}'),
      'ns.hello': compileMessage('Hi {name}!'),
      'ns.left': compileMessage('{count, plural, one {# day left} other {# days left}}'),
    };
    expect(pseudoCatalogue(english)).toEqual({
      'ns.ok': [PSEUDO_START, 'ÖĶ', ` ·${PSEUDO_END}`],
      // Only a placeholder: still marked, so the pass knows it came from a catalogue.
      'ns.day': [PSEUDO_START, ['date', 'date', 'day'], ` ·${PSEUDO_END}`],
      'ns.hello': [PSEUDO_START, 'Ĥî ', ['name'], '!', ` ··${PSEUDO_END}`],
      'ns.left': [
        PSEUDO_START,
        ['count', 'plural', { one: ['#', ' ďáý ļéƒţ'], other: ['#', ' ďáýš ļéƒţ'] }],
        ` ·····${PSEUDO_END}`,
      ],
    });
  });
});
