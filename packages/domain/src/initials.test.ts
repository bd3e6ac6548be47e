import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayUsername, initials } from './initials.ts';

describe('displayUsername', () => {
  it('falls back to Anonymous User when missing or blank', () => {
    expect(displayUsername(undefined)).toBe('Anonymous User');
    expect(displayUsername(null)).toBe('Anonymous User');
    expect(displayUsername('   ')).toBe('Anonymous User');
    expect(displayUsername(' neo ')).toBe('neo');
  });

  it("uses a partner group's fixed fallback name instead, when it has one (spec 1 §3)", () => {
    expect(displayUsername(null, 'Guild Runner')).toBe('Guild Runner');
    expect(displayUsername('  ', 'Guild Runner')).toBe('Guild Runner');
    expect(displayUsername('neo', 'Guild Runner')).toBe('neo');
    expect(displayUsername(null, ' ')).toBe('Anonymous User');
  });
});

describe('initials', () => {
  it('takes the first letters of the first two words', () => {
    expect(initials('john ronald tolkien')).toBe('JR');
    expect(initials('  ada   lovelace ')).toBe('AL');
  });

  it('takes the first two letters of a one-word name', () => {
    expect(initials('gamer42')).toBe('GA');
    expect(initials('x')).toBe('X');
  });

  it('uses the fallback name without a username', () => {
    expect(initials(null)).toBe('AU');
  });

  it('keeps whole characters outside the basic plane', () => {
    expect(initials('🎮player')).toBe('🎮P');
    expect(initials('ßtraße')).toBe('SS');
  });

  it('is one or two characters, uppercased', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (name) => {
        const result = initials(name);
        const length = Array.from(result).length;
        return length >= 1 && length <= 2 && result === result.toUpperCase();
      }),
    );
  });
});
