// Requesting and checking e-mailed codes (spec 1 §7 "Request e-mail OTP", "Verify OTP"). A request
// answers true and does the same work whether or not an account exists: a code is always stored, and
// the mail (or no mail) goes out in the background after the answer. A request adds a code and keeps
// the live ones valid (email-codes.ts).
import type { Database } from '#db/client.ts';
import { invalidCode, invalidInput } from '#errors.ts';
import { auditReason, OPERATOR_API_ACTOR, writeAudit } from '#modules/audit/audit-log.ts';
import type { MailMessage } from '#mail/mailer.ts';
import type { AccountsDeps, Caller } from './accounts-deps.ts';
import { codeMail, existingAccountMail } from './code-mail.ts';
import type { EmailCodePurpose } from './email-codes-store.ts';
import { normalizeEmail } from './email-address.ts';
import { requireViewerId } from './require-viewer.ts';
import { findUserByEmail, findUserById, updateUser } from './users-store.ts';

const templateIdPattern = /^[A-Za-z0-9_.-]{1,64}$/;

/**
 * What a code request sends: the code; for SIGN_UP to an address that has an account, a notice to its
 * owner instead; nothing for RESET_PASSWORD without an account or CHANGE_EMAIL to an address in use.
 */
function mailFor(
  purpose: EmailCodePurpose,
  hasAccount: boolean,
  mail: { to: string; code: string; productName: string; templateId: string | null },
): MailMessage | null {
  switch (purpose) {
    case 'SIGN_UP':
      return hasAccount ? existingAccountMail(mail) : codeMail({ ...mail, purpose });
    case 'RESET_PASSWORD':
      return hasAccount ? codeMail({ ...mail, purpose }) : null;
    case 'VERIFY_EMAIL':
      return codeMail({ ...mail, purpose });
    case 'CHANGE_EMAIL':
      return hasAccount ? null : codeMail({ ...mail, purpose });
  }
}

export function createCodeRequests(deps: AccountsDeps) {
  const { db, codes, productName } = deps;

  async function templateId(given: string | null | undefined): Promise<string | null> {
    if (given == null || given === '') return deps.defaultEmailTemplateId();
    if (!templateIdPattern.test(given)) throw invalidInput('Invalid e-mail template id.');
    return given;
  }

  /** VERIFY_EMAIL and CHANGE_EMAIL codes belong to the signed-in player who asked for them. */
  async function scopedTarget(purpose: EmailCodePurpose, email: string, caller: Caller) {
    const viewerId = requireViewerId(caller.viewerId);
    const viewer = await findUserById(db, viewerId);
    if (!viewer) throw invalidInput('Unknown player.');
    if (purpose === 'VERIFY_EMAIL' && viewer.email !== email)
      throw invalidInput('This is not the e-mail of your account.');
    if (purpose === 'CHANGE_EMAIL' && viewer.email === email)
      throw invalidInput('This is already the e-mail of your account.');
    return viewer;
  }

  return {
    /**
     * Issue 29 §2 (player support): a sign-up or recovery code sent again by an operator, for a player
     * whose mail went astray. No captcha or rate limit (the operator token is the gate); the request
     * and its reason are audited in the code's own transaction (the code itself is never logged), and
     * the mail goes out after the commit. A sign-up code goes to an address without an account, a
     * recovery code to an account's address: anything else is refused, saying what to send instead.
     */
    async resendEmailCode(args: {
      email: string;
      purpose: 'SIGN_UP' | 'RESET_PASSWORD';
      reason: string;
      actor?: string | null;
      /** The console's role check, first in the code's transaction (issue 29). */
      authorize?: ((tx: Database) => Promise<void>) | null;
    }): Promise<{ email: string; purpose: string; sent: true }> {
      const reason = auditReason(args.reason);
      const email = normalizeEmail(args.email);
      const owner = await findUserByEmail(db, email);
      if (args.purpose === 'SIGN_UP' && owner)
        throw invalidInput(`${email} already has an account: send a recovery code instead.`);
      if (args.purpose === 'RESET_PASSWORD' && !owner)
        throw invalidInput(`No account for ${email}: send a sign-up code instead.`);
      const code = await db.transaction(async (tx) => {
        await args.authorize?.(tx);
        const issued = await codes.issue(tx, { email, purpose: args.purpose });
        await writeAudit(tx, {
          actor: args.actor || OPERATOR_API_ACTOR,
          action: 'email-code.resend',
          playerId: owner?.id ?? null,
          playerEmail: email,
          reason,
          detail: { purpose: args.purpose },
        });
        return issued;
      });
      const mail = codeMail({
        to: email,
        code,
        productName,
        templateId: await templateId(null),
        purpose: args.purpose,
      });
      deps.mail.dispatch(mail);
      return { email, purpose: args.purpose, sent: true };
    },

    async requestEmailCode(
      args: { email: string; purpose: EmailCodePurpose; emailTemplateId?: string | null },
      caller: Caller,
    ): Promise<boolean> {
      const email = normalizeEmail(args.email);
      const captchaRequest = { token: caller.captchaToken, ip: caller.ip };
      await deps.captcha.check('request-email-code', captchaRequest);
      const attempt = await deps.rateLimits.consume('request-email-code', {
        ip: caller.ip,
        account: email,
      });
      if (attempt.captchaDue)
        await deps.captcha.checkAfterFailures('request-email-code', captchaRequest);
      const template = await templateId(args.emailTemplateId);
      const scoped = args.purpose === 'VERIFY_EMAIL' || args.purpose === 'CHANGE_EMAIL';
      const viewer = scoped ? await scopedTarget(args.purpose, email, caller) : undefined;
      const owner = await findUserByEmail(db, email);
      const code = await codes.issue(db, { email, purpose: args.purpose, scope: viewer?.id ?? '' });
      const mail = mailFor(args.purpose, owner !== undefined, {
        to: email,
        code,
        productName,
        templateId: template,
      });
      if (mail) deps.mail.dispatch(mail);
      return true;
    },

    /**
     * Checks a code without using it up (the recovery flow's otp step), or, with
     * updateEmailOnVerified, uses it to verify (VERIFY_EMAIL) or change (CHANGE_EMAIL) the signed-in
     * player's e-mail.
     */
    async verifyEmailCode(
      args: {
        email: string;
        code: string;
        purpose: EmailCodePurpose;
        updateEmailOnVerified?: boolean | null;
      },
      caller: Caller,
    ): Promise<boolean> {
      const email = normalizeEmail(args.email);
      const attempt = await deps.rateLimits.consume('check-email-code', {
        ip: caller.ip,
        account: email,
      });
      const scoped = args.purpose === 'VERIFY_EMAIL' || args.purpose === 'CHANGE_EMAIL';
      if (!args.updateEmailOnVerified) {
        const scope = scoped ? requireViewerId(caller.viewerId) : '';
        const check = await db.transaction((tx) =>
          codes.check(tx, { email, purpose: args.purpose, scope, code: args.code, consume: false }),
        );
        if (!check.ok) throw check.error;
        await attempt.succeeded();
        return true;
      }
      const purpose = args.purpose;
      if (purpose !== 'VERIFY_EMAIL' && purpose !== 'CHANGE_EMAIL')
        throw invalidInput('Only VERIFY_EMAIL and CHANGE_EMAIL codes can update the e-mail.');
      await applyEmailCode({ email, code: args.code, purpose }, caller);
      await attempt.succeeded();
      return true;
    },

    /** spec 1 §7 Update e-mail: the new address, confirmed with its CHANGE_EMAIL code. */
    async updateEmail(data: { email: string; code: string }, caller: Caller): Promise<string> {
      const viewerId = requireViewerId(caller.viewerId);
      const email = normalizeEmail(data.email);
      const attempt = await deps.rateLimits.consume('check-email-code', {
        ip: caller.ip,
        account: email,
      });
      await applyEmailCode({ email, code: data.code, purpose: 'CHANGE_EMAIL' }, caller);
      await attempt.succeeded();
      return viewerId;
    },
  };

  /** Uses a VERIFY_EMAIL or CHANGE_EMAIL code of the signed-in player and records the e-mail. */
  async function applyEmailCode(
    {
      email,
      code,
      purpose,
    }: { email: string; code: string; purpose: 'VERIFY_EMAIL' | 'CHANGE_EMAIL' },
    caller: Caller,
  ): Promise<void> {
    const viewerId = requireViewerId(caller.viewerId);
    const check = await db.transaction(async (tx) => {
      const result = await codes.check(tx, {
        email,
        purpose,
        scope: viewerId,
        code,
        consume: true,
      });
      if (!result.ok) return result;
      const owner = await findUserByEmail(tx, email);
      if (owner && owner.id !== viewerId) return { ok: false as const, error: invalidCode() };
      await updateUser(tx, viewerId, { email, emailVerifiedAt: deps.now() });
      return result;
    });
    if (!check.ok) throw check.error;
  }
}
