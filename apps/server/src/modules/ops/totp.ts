// Issue 29 ("signed in with the same accounts plus a second factor (TOTP, with recovery codes)"): the
// TOTP maths authenticator apps expect (RFC 6238: 6 digits, 30-second steps, HMAC-SHA-1, via otpauth),
// the secret sealed at rest, and recovery codes. The secret is sealed with AES-256-GCM under a key
// derived (HKDF-SHA256) from AUTH_SECRET, with the account's id as associated data: a database reader
// cannot open it, and a sealed secret copied onto another account does not open there.
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** How long one code lasts. */
export const TOTP_PERIOD_SECONDS = 30;
const TOTP_SETTINGS = { algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_SECONDS } as const;
/** A code of the step before or after the server's is accepted too (clock drift, a slow typist). */
const STEP_WINDOW = 1;
const SEAL_INFO = 'levelup staff totp secret';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What an authenticator reads from a QR code: otpauth://totp/<issuer>:<account>?secret=… */
export function otpauthUri(secret: string, issuer: string, account: string): string {
  return new TOTP({ ...TOTP_SETTINGS, issuer, label: account, secret }).toString();
}

/** The code of a secret at a moment (what the authenticator shows; tests and the demo use it). */
export function totpCode(secret: string, at: Date): string {
  return TOTP.generate({
    ...TOTP_SETTINGS,
    secret: Secret.fromBase32(secret),
    timestamp: at.getTime(),
  });
}

/** The 30-second step a moment falls in. */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_SETTINGS.period);
}

/** The step whose code `code` is, within one step of `at`'s; null when it is none of them. */
export function matchingStep(secret: string, code: string, at: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = TOTP.validate({
    ...TOTP_SETTINGS,
    token: code,
    secret: Secret.fromBase32(secret),
    timestamp: at.getTime(),
    window: STEP_WINDOW,
  });
  return delta === null ? null : totpStep(at) + delta;
}

const sealKey = (authSecret: string) =>
  Buffer.from(hkdfSync('sha256', authSecret, Buffer.alloc(0), SEAL_INFO, 32));

export function sealTotpSecret(authSecret: string, userId: string, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', sealKey(authSecret), iv);
  cipher.setAAD(Buffer.from(userId));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/**
 * The secret, or null when the seal does not open: another AUTH_SECRET (development without one draws a
 * new one at each start, as sessions do), another account, or a damaged value.
 */
export function openTotpSecret(authSecret: string, userId: string, sealed: string): string | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv(
      'aes-256-gcm',
      sealKey(authSecret),
      raw.subarray(0, IV_BYTES),
    );
    decipher.setAAD(Buffer.from(userId));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}

/** How many recovery codes enrolment hands out. */
export const RECOVERY_CODE_COUNT = 10;

/** A recovery code: 75 random bits as three groups of five base32 characters (e.g. abcde-fghij-klmno). */
export function newRecoveryCode(): string {
  const base32 = new Secret({ size: 10 }).base32.toLowerCase().slice(0, 15);
  return `${base32.slice(0, 5)}-${base32.slice(5, 10)}-${base32.slice(10, 15)}`;
}

/** A recovery code as typed: case, spaces and dashes do not matter. */
export function normalizeRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]/g, '');
}

/** What is stored of a recovery code (high-entropy and single-use, so a plain SHA-256 suffices). */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
}
