// Errors a service may raise on purpose. Each carries an extension code of the spec's error
// catalogues (spec 1 §8, spec 2 §8) or one of ours for sign-in failures; anything else reaching the
// client is masked as `unexpected`.
export type ErrorCode =
  | 'invalid-input'
  | 'too-many-requests'
  | 'user-not-exists'
  | 'invalid-referral-code'
  | 'username-banned'
  | 'bio-banned'
  | 'turnstile-error'
  | 'insufficient-balance'
  | 'server-overloaded'
  | 'mission-is-over'
  | 'multi-accounting'
  | 'fingerprint-missing'
  // spec 2 §8 names not-found among the client's codes (a wall post, chest or code that does not exist).
  | 'not-found'
  // Ours (issue 4): battle pass claims and in-app purchases; the client shows the spec's texts.
  | 'reward-already-collected'
  | 'no-reward-to-collect'
  | 'reward-locked'
  | 'premium-required'
  | 'item-not-purchasable'
  | 'invalid-configuration'
  | 'booster-already-active'
  | 'premium-unavailable'
  | 'payment-not-supported'
  // Ours (issue 5): a card or crypto payment that does not pay the purchase (declined card; a transaction
  // to the wrong address, of the wrong amount, chain or purchase, failed, unknown or already used).
  | 'payment-rejected'
  // Ours (issue 10): a retry with an Idempotency-Key while the first request with it still runs.
  | 'idempotency-key-in-use'
  // Ours (issue 12): spec 2 §8 "unopened chest not found" (OOPS, YOU CAN'T DO THAT) and the legendary
  // chest switched off by its flag; the client shows the spec's texts.
  | 'daily-chest-not-found'
  | 'legendary-chest-disabled'
  // spec 2 §8 launchpad reserve and mint errors (issue 13); the client shows the spec's texts.
  | 'reached-collection-mint-limit'
  | 'minting-not-reserved'
  | 'reached-collection-reserve-limit'
  | 'reserve-cap-exceeded'
  // spec 2 §8 (issue 13 Build 5): another account holds the wallet.
  | 'address-already-bound'
  // Ours (issue 14 Build 4): a signed-in player asking for a studio they are not a publisher user of.
  | 'not-authorized'
  // spec 1 §2 Modals (issue 14 Build 2): disconnecting the account's last way to sign in.
  | 'at-least-one-social-required'
  // Ours (issue 27, spec 2 §6 remote config): the site is in maintenance mode (writes refused, reads
  // served), or a switched-off feature (Telegram connect/sign-in, wallet verification) was asked for.
  | 'maintenance-mode'
  | 'feature-disabled'
  // Ours (issue 29): a banned account; it is signed out and cannot sign in until an operator unbans it.
  | 'account-banned'
  // Ours (issue 29): a console call from a session that has not proved its second factor (TOTP).
  | 'second-factor-required'
  // Ours (issue 3): sign-in failures the catalogues do not name.
  | 'unauthenticated'
  | 'invalid-credentials'
  | 'invalid-code';

/** Extra fields the client reads next to the code (extensions of the GraphQL error). */
export type AppErrorExtensions = {
  /** too-many-requests: seconds until the refused caller may try again (also the Retry-After header). */
  retryAfterSeconds?: number;
  /** turnstile-error asked after failed sign-ins: the client shows the captcha and tries again. */
  captchaRequired?: boolean;
};

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extensions: AppErrorExtensions = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** Bad input from the client: an unknown season, item or id, or an argument out of range. */
export function invalidInput(message: string): AppError {
  return new AppError('invalid-input', message);
}

/** spec 2 §8 too-many-requests. */
export const TOO_MANY_REQUESTS_MESSAGE = "Sorry, we've hit traffic. Please try again shortly.";
/** spec 2 §8 server-overloaded: the spec gives no text, only "over capacity, please wait" (ours, short). */
export const SERVER_OVERLOADED_MESSAGE =
  'We are over capacity right now. Please wait a moment and try again.';
/** spec 1 §8 Captcha failure. */
export const CAPTCHA_FAILED_MESSAGE = 'Captcha verification failed. Please try again in a moment.';
/** spec 2 §8 invalid-referral-code. */
export const INVALID_REFERRAL_CODE_MESSAGE = 'This referral code does not exist!';
/** spec 2 §8 username-banned. */
export const USERNAME_BANNED_MESSAGE = 'Username contains a word that is not allowed!';
/** spec 2 §8 bio-banned. */
export const BIO_BANNED_MESSAGE = 'This contains a word that is not allowed!';

/** Ours (issue 29): what a banned player is told when a sign-in is refused. */
export const ACCOUNT_BANNED_MESSAGE =
  'This account is suspended. If you think this is a mistake, contact support.';

export const accountBanned = (): AppError => new AppError('account-banned', ACCOUNT_BANNED_MESSAGE);

/** spec 2 §8 address-already-bound. */
export const ADDRESS_ALREADY_BOUND_MESSAGE =
  'Hm, this wallet has already been claimed. Connect to another or log in with that wallet instead.';

/** spec 2 §8 address-already-bound: a wallet is bound to one account forever (spec 2 §4 Wallet). */
export function addressAlreadyBound(): AppError {
  return new AppError('address-already-bound', ADDRESS_ALREADY_BOUND_MESSAGE);
}

/** spec 2 §8 too-many-requests, with how long the refused caller waits (issue 10 fault 3). */
export function tooManyRequests(retryAfterMs: number): AppError {
  return new AppError('too-many-requests', TOO_MANY_REQUESTS_MESSAGE, {
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  });
}

/** `captchaRequired`: asked because of earlier failures, not by the site's captchaFeatures. */
export function captchaFailed({ captchaRequired = false } = {}): AppError {
  return new AppError(
    'turnstile-error',
    CAPTCHA_FAILED_MESSAGE,
    captchaRequired ? { captchaRequired } : {},
  );
}

export function unauthenticated(): AppError {
  return new AppError('unauthenticated', 'Please sign in to continue.');
}

/** A publisher call about a studio the viewer is not a member of (issue 14 Build 4). */
export function notAuthorized(message: string): AppError {
  return new AppError('not-authorized', message);
}

/** The same answer for an unknown e-mail and a wrong password: no account enumeration. */
export function invalidCredentials(): AppError {
  return new AppError('invalid-credentials', 'The e-mail or password is incorrect.');
}

/** A wrong, expired, used or unknown code, or one for an e-mail that cannot use it. */
export function invalidCode(): AppError {
  return new AppError('invalid-code', 'This code is invalid or has expired. Please try again.');
}

/** After too many wrong tries a code is locked; only a new code helps. */
export function lockedCode(): AppError {
  return new AppError('invalid-code', 'Too many wrong codes. Please request a new code.');
}
