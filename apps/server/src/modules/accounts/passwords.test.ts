import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';
import { DEMO_PLAYER } from './demo-player.ts';
import { assertAcceptablePassword, hashPassword, verifyPassword } from './passwords.ts';

describe('hashPassword / verifyPassword', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const hash = await hashPassword('Quiet-Harbor-42!');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Quiet-Harbor-42!')).toBe(true);
    expect(await verifyPassword(hash, 'Quiet-Harbor-43!')).toBe(false);
  });

  it('is false for an account without a password', async () => {
    expect(await verifyPassword(null, 'anything')).toBe(false);
  });
});

describe('assertAcceptablePassword', () => {
  it('accepts spec 1 §5 passwords up to 256 characters', () => {
    expect(() => assertAcceptablePassword('Quiet-Harbor-42!')).not.toThrow();
    expect(() => assertAcceptablePassword(`Aa1!${'z'.repeat(252)}`)).not.toThrow();
    expect(() => assertAcceptablePassword(DEMO_PLAYER.password)).not.toThrow();
  });

  it.each([
    ['short', 'Aa1!aa', /at least 8 characters/],
    ['without a digit', 'Quiet-Harbor!', /a digit/],
    ['too long', `Aa1!${'z'.repeat(253)}`, /at most 256 characters/],
    ['common', 'Dragon2024!', /too common/],
  ])('refuses a %s password', (_case, password, message) => {
    expect(() => assertAcceptablePassword(password)).toThrow(message);
  });
});

describe('isCommonPassword', () => {
  it('finds common passwords whatever the case and the digits or symbols around them', () => {
    for (const password of ['password', 'Password1!', '!!Sunshine2026', 'QWERTY123', 'iloveyou'])
      expect(isCommonPassword(password)).toBe(true);
  });

  it('lets uncommon passwords and passphrases through', () => {
    for (const password of ['Quiet-Harbor-42!', 'correct horse battery staple 9!', 'Zx9$kq!Lm2'])
      expect(isCommonPassword(password)).toBe(false);
  });
});
