import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bioProblem,
  profileNameProblem,
  validateBio,
  validateProfileName,
} from './profile-rules.ts';

describe('validateProfileName', () => {
  it('accepts 4 to 15 characters without spaces', () => {
    expect(validateProfileName('abcd')).toBeNull();
    expect(validateProfileName('a'.repeat(15))).toBeNull();
  });

  it('rejects 3 characters as too short', () => {
    expect(validateProfileName('abc')).toBe('Your name is too short - 4 characters minimum');
  });

  it('rejects 16 characters as too long', () => {
    expect(validateProfileName('a'.repeat(16))).toBe(
      'Your name is too long - 15 characters maximum',
    );
  });

  it('rejects any whitespace', () => {
    expect(validateProfileName('ab cd')).toBe('Your name should not contain any spaces');
    expect(validateProfileName('abcd\t')).toBe('Your name should not contain any spaces');
  });

  it('counts characters, not UTF-16 code units', () => {
    expect(validateProfileName('🎮🎮🎮🎮')).toBeNull();
    expect(validateProfileName('🎮'.repeat(15))).toBeNull();
  });

  it('accepts exactly the space-free names of 4 to 15 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (name) => {
        const ok = name.length >= 4 && name.length <= 15 && !/\s/.test(name);
        return (validateProfileName(name) === null) === ok;
      }),
    );
  });
});

describe('validateBio', () => {
  it('accepts up to 150 characters', () => {
    expect(validateBio('')).toBeNull();
    expect(validateBio('x'.repeat(150))).toBeNull();
    expect(validateBio('x'.repeat(151))).toBe('Your bio is too long - 150 characters maximum');
  });
});

describe('profileNameProblem and bioProblem', () => {
  it('name the problem for the front ends to word', () => {
    expect(profileNameProblem('abc')).toBe('nameTooShort');
    expect(profileNameProblem('a'.repeat(16))).toBe('nameTooLong');
    expect(profileNameProblem('ab cd')).toBe('nameHasSpaces');
    expect(profileNameProblem('abcd')).toBeNull();
    expect(bioProblem('x'.repeat(151))).toBe('bioTooLong');
    expect(bioProblem('')).toBeNull();
  });
});
