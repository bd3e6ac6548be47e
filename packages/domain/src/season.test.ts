import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALLYPASS_GROUP, isWhiteLabelGroup, parseSeasonNumber } from './season.ts';

describe('parseSeasonNumber', () => {
  it('reads the season from the key', () => {
    expect(parseSeasonNumber('s1')).toBe(1);
    expect(parseSeasonNumber('s12')).toBe(12);
  });

  it.each(['', 's', 's0', 's01', 'S1', '1', 's1a', ' s1', 's-1', 's1.5', 's99999999999999999999'])(
    'throws RangeError on %j',
    (key) => {
      expect(() => parseSeasonNumber(key)).toThrow(RangeError);
    },
  );

  it('round-trips any positive season number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (n) => parseSeasonNumber(`s${n}`) === n),
    );
  });
});

describe('isWhiteLabelGroup', () => {
  it('treats every group except allypass as white-label', () => {
    expect(ALLYPASS_GROUP).toBe('allypass');
    expect(isWhiteLabelGroup('allypass')).toBe(false);
    expect(isWhiteLabelGroup('prepass')).toBe(true);
    expect(isWhiteLabelGroup('avalanche')).toBe(true);
  });
});
