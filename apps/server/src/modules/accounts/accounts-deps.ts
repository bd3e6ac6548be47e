// What the e-mail account services are built from (graphql/services.ts wires the real ones).
import type { CaptchaGuard } from '#captcha/captcha-guard.ts';
import type { Database } from '#db/client.ts';
import type { MailDispatcher } from '#mail/mailer.ts';
import type { AuthRateLimits } from '#rate-limit/auth-limits.ts';
import type { EmailCodes } from './email-codes.ts';
import type { SessionCookies, Sessions } from './sessions.ts';

export type AccountsDeps = {
  db: Database;
  codes: EmailCodes;
  sessions: Sessions;
  mail: MailDispatcher;
  captcha: CaptchaGuard;
  rateLimits: AuthRateLimits;
  productName: string;
  /** The current allypass season's emailTemplateId (spec 1 §3), used when the client sends none. */
  defaultEmailTemplateId: () => Promise<string | null>;
  now: () => Date;
  /** Applies the game events that waited for a new player's e-mail (issue 11 §2); never throws. */
  applyPendingGameEvents: (userId: string) => Promise<void>;
};

/** Who is calling, as far as the account rules care. */
export type Caller = {
  ip: string;
  captchaToken: string | null;
  viewerId: string | null;
};

export type SessionCaller = Caller & { cookies: SessionCookies };
