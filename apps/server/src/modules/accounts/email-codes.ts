// E-mailed one-time codes (spec 1 §5 OTP, issue 3 Build 4): 6 digits from a CSPRNG, valid 10 minutes,
// usable once, locked after 5 wrong tries until a new code is requested. Stored as an HMAC keyed with
// the server secret, so a database leak does not reveal live codes.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { isOtp, OTP_LENGTH } from '@levelup/domain/password-rules';
import type { Database } from '#db/client.ts';
import { invalidCode, lockedCode, type AppError } from '#errors.ts';
import {
  lockEmailCode,
  markEmailCodeUsed,
  recordWrongTry,
  replaceEmailCode,
  type EmailCodePurpose,
} from './email-codes-store.ts';

export const EMAIL_CODE_TTL_MS = 10 * 60_000;
export const EMAIL_CODE_MAX_WRONG_TRIES = 5;

export type CodeCheck = { ok: true } | { ok: false; error: AppError };

export type EmailCodes = ReturnType<typeof createEmailCodes>;

export function createEmailCodes(secret: string, now: () => Date = () => new Date()) {
  /** `scope` binds a code to the player who asked for it (VERIFY_EMAIL, CHANGE_EMAIL); '' otherwise. */
  const hashCode = (email: string, purpose: EmailCodePurpose, scope: string, code: string) =>
    createHmac('sha256', secret).update(`${purpose}:${scope}:${email}:${code}`).digest();

  return {
    /** Makes and stores a new code for the e-mail and purpose; returns it for the mail. */
    async issue(
      db: Database,
      { email, purpose, scope = '' }: { email: string; purpose: EmailCodePurpose; scope?: string },
    ): Promise<string> {
      const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
      await replaceEmailCode(db, {
        email,
        purpose,
        codeHash: hashCode(email, purpose, scope, code).toString('hex'),
        expiresAt: new Date(now().getTime() + EMAIL_CODE_TTL_MS),
      });
      return code;
    },

    /**
     * Checks a code inside the caller's transaction, using it up when `consume`. A wrong try is
     * counted in the same transaction: the caller must commit it and report the error afterwards.
     */
    async check(
      tx: Database,
      {
        email,
        purpose,
        scope = '',
        code,
        consume,
      }: {
        email: string;
        purpose: EmailCodePurpose;
        scope?: string;
        code: string;
        consume: boolean;
      },
    ): Promise<CodeCheck> {
      const row = await lockEmailCode(tx, email, purpose);
      if (!row || row.usedAt || row.expiresAt.getTime() <= now().getTime())
        return { ok: false, error: invalidCode() };
      if (row.failedAttempts >= EMAIL_CODE_MAX_WRONG_TRIES)
        return { ok: false, error: lockedCode() };
      const expected = Buffer.from(row.codeHash, 'hex');
      const given = hashCode(email, purpose, scope, code);
      if (!isOtp(code) || !timingSafeEqual(expected, given)) {
        const tries = await recordWrongTry(tx, email, purpose);
        return {
          ok: false,
          error: tries >= EMAIL_CODE_MAX_WRONG_TRIES ? lockedCode() : invalidCode(),
        };
      }
      if (consume) await markEmailCodeUsed(tx, email, purpose, now());
      return { ok: true };
    },
  };
}
