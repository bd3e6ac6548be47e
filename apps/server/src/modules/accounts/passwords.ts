// Password rules and hashing (issue 3 Build 1): spec 1 §5 rules from @levelup/domain, up to 256
// characters so long passphrases fit, no common leaked password; argon2id hashes.
import { hash, verify } from '@node-rs/argon2';
import { passwordProblems } from '@levelup/domain/password-rules';
import { invalidInput } from '#errors.ts';
import { isCommonPassword } from './common-passwords.ts';

export const PASSWORD_MAX_LENGTH = 256;

/**
 * argon2id (the library's default algorithm) with its default cost: 19 MiB, 2 passes, 1 lane, the
 * OWASP minimum recommendation.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A hash of nothing anyone knows, verified when there is no account, so both answers take as long. */
const decoyHash = hash('decoy password for unknown accounts');

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (passwordHash === null) {
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/** Throws invalid-input naming what is wrong with a new password. */
export function assertAcceptablePassword(password: string): void {
  if (Array.from(password).length > PASSWORD_MAX_LENGTH)
    throw invalidInput(`Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);
  if (passwordProblems(password).length > 0)
    throw invalidInput(
      'Password must be at least 8 characters and contain a lower-case letter, an upper-case letter, a digit and a symbol.',
    );
  if (isCommonPassword(password))
    throw invalidInput('This password is too common. Please choose another one.');
}
