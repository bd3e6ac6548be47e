import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOtp, isPasswordValid, passwordProblems } from './password-rules.ts';

describe('passwordProblems', () => {
  it('accepts a password meeting every rule, at exactly 8 characters', () => {
    expect(passwordProblems('Abcdef1!')).toEqual([]);
    expect(isPasswordValid('Abcdef1!')).toBe(true);
  });

  it('rejects 7 characters as too short', () => {
    expect(passwordProblems('Abcde1!')).toEqual(['too-short']);
  });

  it('names each missing character class', () => {
    expect(passwordProblems('ABCDEF1!')).toEqual(['missing-lowercase']);
    expect(passwordProblems('abcdef1!')).toEqual(['missing-uppercase']);
    expect(passwordProblems('Abcdefg!')).toEqual(['missing-digit']);
    expect(passwordProblems('Abcdefg1')).toEqual(['missing-symbol']);
    expect(passwordProblems('')).toEqual([
      'too-short',
      'missing-lowercase',
      'missing-uppercase',
      'missing-digit',
      'missing-symbol',
    ]);
  });

  it('counts punctuation and symbols alike, and characters not code units', () => {
    expect(passwordProblems('Abcdef1$')).toEqual([]);
    expect(passwordProblems('Abcdef1_')).toEqual([]);
    expect(passwordProblems('Ab1!😀😀😀')).toEqual(['too-short']);
  });

  it('is valid whatever is added to a valid password', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) =>
        isPasswordValid(`${before}Abcdef1!${after}`),
      ),
    );
  });
});

describe('isOtp', () => {
  it('accepts exactly 6 digits', () => {
    expect(isOtp('012345')).toBe(true);
    expect(isOtp('12345')).toBe(false);
    expect(isOtp('1234567')).toBe(false);
    expect(isOtp('12345a')).toBe(false);
    expect(isOtp(' 123456')).toBe(false);
    expect(isOtp('١٢٣٤٥٦')).toBe(false);
  });
});
