// E-mail sign-up, sign-in and password recovery (spec 1 §4 Sign-up / sign-in, Password recovery;
// spec 1 §7 mutations). Sign-up needs a SIGN_UP code and happens in one transaction: a failure leaves
// no player row. Unknown e-mails and wrong passwords get the same answer.
import {
  AppError,
  INVALID_REFERRAL_CODE_MESSAGE,
  invalidCode,
  invalidCredentials,
  invalidInput,
} from '#errors.ts';
import type { AccountsDeps, SessionCaller } from './accounts-deps.ts';
import { normalizeEmail } from './email-address.ts';
import {
  assertAcceptablePassword,
  hashPassword,
  PASSWORD_MAX_LENGTH,
  verifyPassword,
} from './passwords.ts';
import { ipBlockOf } from '#modules/referrals/ip-block.ts';
import { recordReferral } from '#modules/referrals/sign-up.ts';
import type { AuthPayloadData } from './sessions.ts';
import { createUser, findUserByEmail, findUserByReferralCode, updateUser } from './users-store.ts';

const FINGERPRINT_MAX_LENGTH = 128;

export type SignUpArgs = {
  email: string;
  password: string;
  code: string;
  fingerprint?: string | null;
  referralCode?: string | null;
};

export function createEmailAuth(deps: AccountsDeps) {
  const { db, codes, sessions } = deps;

  async function referrerId(referralCode: string | null | undefined): Promise<string | null> {
    const code = referralCode?.trim().toUpperCase();
    if (!code) return null;
    const referrer = await findUserByReferralCode(db, code);
    // spec 2 §5 "A referral code must exist (checked by the server)".
    if (!referrer) throw new AppError('invalid-referral-code', INVALID_REFERRAL_CODE_MESSAGE);
    return referrer.id;
  }

  return {
    async signUpWithEmail(args: SignUpArgs, caller: SessionCaller): Promise<AuthPayloadData> {
      const email = normalizeEmail(args.email);
      const captchaRequest = { token: caller.captchaToken, ip: caller.ip };
      await deps.captcha.check('sign-up', captchaRequest);
      // Cheap checks first, so a player fixing a weak password does not use up sign-up attempts.
      assertAcceptablePassword(args.password);
      if (args.fingerprint && args.fingerprint.length > FINGERPRINT_MAX_LENGTH)
        throw invalidInput('Invalid fingerprint.');
      const referredByUserId = await referrerId(args.referralCode);
      const attempt = await deps.rateLimits.consume('sign-up', { ip: caller.ip, account: email });
      if (attempt.captchaDue) await deps.captcha.checkAfterFailures('sign-up', captchaRequest);
      const passwordHash = await hashPassword(args.password);
      const created = await db.transaction(async (tx) => {
        const check = await codes.check(tx, {
          email,
          purpose: 'SIGN_UP',
          code: args.code,
          consume: true,
        });
        if (!check.ok) return check;
        // The same answer as a wrong code: sign-up does not tell whether an e-mail has an account.
        if (await findUserByEmail(tx, email)) return { ok: false as const, error: invalidCode() };
        const user = await createUser(tx, {
          email,
          emailVerifiedAt: deps.now(),
          passwordHash,
          fingerprint: args.fingerprint || null,
          referredByUserId,
          signUpIpBlock: ipBlockOf(caller.ip),
        });
        // issue 14 Build 1: the referral is pending (or refused by the ring rule) from the start.
        if (referredByUserId)
          await recordReferral(tx, {
            friendUserId: user.id,
            referrerUserId: referredByUserId,
            fingerprint: user.fingerprint,
            ipBlock: user.signUpIpBlock,
            now: deps.now(),
          });
        return { ok: true as const, userId: user.id };
      });
      if (!created.ok) throw created.error;
      await deps.applyPendingGameEvents(created.userId);
      await attempt.succeeded();
      return sessions.startSession({
        userId: created.userId,
        isNewUser: true,
        cookies: caller.cookies,
      });
    },

    async signInWithEmail(
      args: { email: string; password: string },
      caller: SessionCaller,
    ): Promise<AuthPayloadData> {
      const email = normalizeEmail(args.email);
      const captchaRequest = { token: caller.captchaToken, ip: caller.ip };
      await deps.captcha.check('sign-in', captchaRequest);
      const attempt = await deps.rateLimits.consume('sign-in', { ip: caller.ip, account: email });
      // issue 10 fault 3: failures on this e-mail from anywhere ask for the captcha, never refuse.
      if (attempt.captchaDue) await deps.captcha.checkAfterFailures('sign-in', captchaRequest);
      const user = await findUserByEmail(db, email);
      const tooLong = Array.from(args.password).length > PASSWORD_MAX_LENGTH;
      const matches = await verifyPassword(
        user && !tooLong ? user.passwordHash : null,
        tooLong ? '' : args.password,
      );
      if (!user || !matches) throw invalidCredentials();
      await attempt.succeeded();
      return sessions.startSession({ userId: user.id, isNewUser: false, cookies: caller.cookies });
    },

    /** Password recovery's last step: a RESET_PASSWORD code sets the password and ends every session. */
    async changePassword(
      args: { email: string; password: string; code: string },
      caller: SessionCaller,
    ): Promise<boolean> {
      const email = normalizeEmail(args.email);
      assertAcceptablePassword(args.password);
      const attempt = await deps.rateLimits.consume('check-email-code', {
        ip: caller.ip,
        account: email,
      });
      const passwordHash = await hashPassword(args.password);
      const changed = await db.transaction(async (tx) => {
        const check = await codes.check(tx, {
          email,
          purpose: 'RESET_PASSWORD',
          code: args.code,
          consume: true,
        });
        if (!check.ok) return check;
        const user = await findUserByEmail(tx, email);
        if (!user) return { ok: false as const, error: invalidCode() };
        await updateUser(tx, user.id, {
          passwordHash,
          emailVerifiedAt: user.emailVerifiedAt ?? deps.now(),
        });
        await sessions.revokeAllSessions(tx, user.id);
        return check;
      });
      if (!changed.ok) throw changed.error;
      await attempt.succeeded();
      return true;
    },
  };
}
