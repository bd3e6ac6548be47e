// E-mailed one-time codes (spec 1 §5 OTP, issue 3 Build 4): 6 digits from a CSPRNG, valid 10 minutes,
// usable once. Stored as an HMAC keyed with the server secret, so a database leak does not reveal live
// codes. issue 10 fault 3: a new request adds a code and leaves the live ones valid (a code already
// mailed to the owner keeps working until it expires or is used, whoever asks for another), at most
// MAX_LIVE_CODES at once; a code dies after MAX_WRONG_TRIES wrong tries from anywhere, far more than one
// (e-mail, IP) may make (rate-limit/auth-limits.ts), so one attacker cannot kill the owner's code.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { isOtp, OTP_LENGTH } from '@levelup/domain/password-rules';
import type { Database } from '#db/client.ts';
import { invalidCode, lockedCode, tooManyRequests, type AppError } from '#errors.ts';
import {
  insertEmailCode,
  liveEmailCodes,
  lockEmailCodeKey,
  markEmailCodesUsed,
  recordWrongTry,
  type EmailCodePurpose,
} from './email-codes-store.ts';

export const EMAIL_CODE_TTL_MS = 10 * 60_000;
export const EMAIL_CODE_MAX_WRONG_TRIES = 50;
/** Live codes per e-mail and purpose; each is a 1-in-a-million guess, so they stay few. */
export const EMAIL_CODE_MAX_LIVE = 5;

export type CodeCheck = { ok: true } | { ok: false; error: AppError };

export type EmailCodes = ReturnType<typeof createEmailCodes>;

export function createEmailCodes(secret: string, now: () => Date = () => new Date()) {
  /** `scope` binds a code to the player who asked for it (VERIFY_EMAIL, CHANGE_EMAIL); '' otherwise. */
  const hashCode = (email: string, purpose: EmailCodePurpose, scope: string, code: string) =>
    createHmac('sha256', secret).update(`${purpose}:${scope}:${email}:${code}`).digest();

  return {
    /**
     * Makes and stores a new code for the e-mail and purpose; returns it for the mail. With
     * EMAIL_CODE_MAX_LIVE codes live already: too-many-requests until the oldest expires (the mails
     * of those codes went to the address, so its owner has a working code meanwhile).
     */
    async issue(
      db: Database,
      { email, purpose, scope = '' }: { email: string; purpose: EmailCodePurpose; scope?: string },
    ): Promise<string> {
      const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
      const at = now();
      await db.transaction(async (tx) => {
        await lockEmailCodeKey(tx, email, purpose);
        const live = await liveEmailCodes(tx, email, purpose, at);
        const oldest = live[0];
        if (oldest && live.length >= EMAIL_CODE_MAX_LIVE)
          throw tooManyRequests(oldest.expiresAt.getTime() - at.getTime());
        await insertEmailCode(
          tx,
          {
            email,
            purpose,
            codeHash: hashCode(email, purpose, scope, code).toString('hex'),
            expiresAt: new Date(at.getTime() + EMAIL_CODE_TTL_MS),
          },
          at,
        );
      });
      return code;
    },

    /**
     * Checks a code against the live codes inside the caller's transaction, using them up when
     * `consume`. A wrong try is counted in the same transaction: the caller must commit it and
     * report the error afterwards.
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
      const at = now();
      await lockEmailCodeKey(tx, email, purpose);
      const live = await liveEmailCodes(tx, email, purpose, at);
      if (live.length === 0) return { ok: false, error: invalidCode() };
      const open = live.filter((row) => row.failedAttempts < EMAIL_CODE_MAX_WRONG_TRIES);
      if (open.length === 0) return { ok: false, error: lockedCode() };
      const given = hashCode(email, purpose, scope, code);
      // Every open code is compared, so the answer takes the same time whichever one matches.
      const matches = open.map((row) => timingSafeEqual(Buffer.from(row.codeHash, 'hex'), given));
      if (!isOtp(code) || !matches.includes(true)) {
        const tries = await recordWrongTry(
          tx,
          open.map((row) => row.id),
        );
        const stillOpen = tries.some((count) => count < EMAIL_CODE_MAX_WRONG_TRIES);
        return { ok: false, error: stillOpen ? invalidCode() : lockedCode() };
      }
      if (consume) await markEmailCodesUsed(tx, email, purpose, at);
      return { ok: true };
    },
  };
}
