// spec 2 §8 Error catalogue, in one table: what the client shows for each server extension code, a
// toast text or an id-named alert modal (spec 1 §2 Modals). spec 1 §8 and our own battle pass codes
// join it. Texts are the specs' own, from this module's catalogue (the client translates the server's
// errors by code, issue 15); {product} is the product's name. The catalogue loads with the first
// failure, as this module does.
import { defineCatalogue } from '../i18n/define-catalogue.ts';

const { text: errorText } = defineCatalogue('uiErrors', {
  toast: {
    'steam-id-already-in-use':
      'This Steam ID is already associated with another account. Connect to another.',
    'username-banned': 'Username contains a word that is not allowed!',
    'bio-banned': 'This contains a word that is not allowed!',
    'user-not-exists':
      "There isn't an {product} profile associated with this account. Sign up instead.",
    'address-already-bound':
      'Hm, this wallet has already been claimed. Connect to another or log in with that wallet instead.',
    'invalid-referral-code': 'This referral code does not exist!',
    'reached-collection-mint-limit': "You've reached the maximum mint limit. Don't be greedy, now.",
    'invalid-connect-steam-token': 'Something wrong. Please try again.',
    'minting-not-reserved': 'Your reserved item has expired!',
    'mission-is-over': 'Sorry, this mission has ended. Check back later for new missions!',
    'too-many-requests': "Sorry, we've hit traffic. Please try again shortly.",
    'reward-already-collected': 'You have already collected this reward!',
    'no-reward-to-collect': 'No more reward to collect.',
    'premium-unavailable': 'Purchasing a Premium Battle Pass is not available at the moment.',
    'booster-already-active': 'XP BOOST ALREADY ACTIVE',
    // Ours (issue 27, spec 2 §6): a feature switched off by the remote config (Telegram, wallets).
    'feature-disabled': 'This is switched off for now. Please check back later.',
  },
  // spec 2 §8: "Something went wrong." when nothing better is known.
  somethingWentWrong: 'Something went wrong.',
  // spec 2 §8 Default: the server's message plus (request-id: {id}).
  withRequestId: '{text} (request-id: {requestId})',
  // too-many-requests, followed by the wait the server gave (ours: the spec gives none).
  retryIn: '{text} (Retry in {wait}.)',
  waitSeconds: '{seconds} s',
  waitMinutes: '{minutes} min',
});

/** The id-named alert modals (spec 1 §2 Modals, spec 2 §2 Alert modals); each is also a modal queue id. */
export const ALERT_MODAL_IDS = [
  'not-enough-gold',
  'not-enough-playpoint',
  'server-overloaded',
  'multi-accounting',
  'reserve-cap-exceeded',
  'reached-collection-reserve-limit',
  'turnstile-error',
  'fingerprint-missing',
  'desktop-chrome-only',
  'at-least-one-social-required',
  'daily-chest-not-found',
  'maintenance-mode',
] as const;

export type AlertModalId = (typeof ALERT_MODAL_IDS)[number];

/**
 * What a code shows: a toast with the catalogue's text, the server's own message (no request id: the
 * message is the answer), or an alert modal. A code missing here shows the default: the server's
 * message plus ` (request-id: {id})`.
 */
export type ErrorFeedbackEntry =
  { kind: 'toast' } | { kind: 'server-message' } | { kind: 'modal'; modal: AlertModalId };

const toast: ErrorFeedbackEntry = { kind: 'toast' };
const modal = (id: AlertModalId): ErrorFeedbackEntry => ({ kind: 'modal', modal: id });
const serverMessage: ErrorFeedbackEntry = { kind: 'server-message' };

/** Error code → toast text or modal id. */
export const ERROR_FEEDBACK: Readonly<Record<string, ErrorFeedbackEntry>> = {
  // spec 2 §8. The Twitter and Discord texts need the bound wallet, which the error does not name: their
  // fallback, the server's message, shows.
  'twitter-id-already-in-use': serverMessage,
  'discord-id-already-in-use': serverMessage,
  'steam-id-already-in-use': toast,
  'username-banned': toast,
  'bio-banned': toast,
  'user-not-exists': toast,
  'address-already-bound': toast,
  'invalid-referral-code': toast,
  'reached-collection-mint-limit': toast,
  'invalid-connect-steam-token': toast,
  'minting-not-reserved': toast,
  // A purchase that names its currency opens not-enough-gold or not-enough-playpoint instead
  // (INSUFFICIENT_BALANCE_MODALS).
  'insufficient-balance': serverMessage,
  'multi-accounting': modal('multi-accounting'),
  'reached-collection-reserve-limit': modal('reached-collection-reserve-limit'),
  'reserve-cap-exceeded': modal('reserve-cap-exceeded'),
  'invalid-input': serverMessage,
  'server-overloaded': modal('server-overloaded'),
  'mission-is-over': toast,
  'too-many-requests': toast,
  'turnstile-error': modal('turnstile-error'),
  // spec 1 §2 Modals: ids without a code of their own in spec 2 §8 open under the same name.
  'fingerprint-missing': modal('fingerprint-missing'),
  'desktop-chrome-only': modal('desktop-chrome-only'),
  'at-least-one-social-required': modal('at-least-one-social-required'),
  // spec 2 §8 Other: "unopened chest not found shows OOPS, YOU CAN'T DO THAT" (issue 12: the server's
  // openDailyChest answers daily-chest-not-found when today's chest is not found or already opened).
  'daily-chest-not-found': modal('daily-chest-not-found'),
  // Ours (issue 4): battle pass claims and purchases, with the specs' texts (spec 2 §8 reward flow,
  // spec 1 §8 premium unavailable, spec 1 §5 XP BOOST ALREADY ACTIVE); reward-locked and
  // premium-required carry the spec 1 §6 tooltips as their message.
  'reward-already-collected': toast,
  'no-reward-to-collect': toast,
  'premium-unavailable': toast,
  'booster-already-active': toast,
  'reward-locked': serverMessage,
  'premium-required': serverMessage,
  // Ours (issue 29): a banned account's sign-in; the server's message says what to do.
  'account-banned': serverMessage,
  // Ours (issue 29): the operator console asks for the second factor (apps/ops handles it first).
  'second-factor-required': serverMessage,
  // Ours (issue 27, spec 2 §6 remote config): a write refused during maintenance mode, and a feature the
  // remote config switched off.
  'maintenance-mode': modal('maintenance-mode'),
  'feature-disabled': toast,
};

/** spec 2 §8 insufficient-balance: a purchase in Gold or Playpoints opens that currency's modal. */
export const INSUFFICIENT_BALANCE_MODALS: Readonly<Record<string, AlertModalId>> = {
  GOLD: 'not-enough-gold',
  PLAYPOINT: 'not-enough-playpoint',
};

/** spec 2 §8: "Something went wrong." when nothing better is known. */
export function somethingWentWrongText(): string {
  return errorText('somethingWentWrong');
}

/** The catalogue's toast text of a code, with the product's name; null for a code without one. */
export function errorToastText(code: string | null, productName: string): string | null {
  if (!code || ERROR_FEEDBACK[code]?.kind !== 'toast') return null;
  return errorText(`toast.${code}` as Parameters<typeof errorText>[0], { product: productName });
}

/** A failed call as the catalogue reads it (the API's ApiError fits it). */
export type CataloguedError = {
  code: string | null;
  message: string;
  requestId: string | null;
  /** too-many-requests: the wait the server gave, shown after the spec's text. */
  retryAfterSeconds?: number | null;
  /** turnstile-error that asks the form for the captcha (no VERIFICATION FAILED modal). */
  captchaRequired?: boolean;
};

/** spec 2 §8 too-many-requests, followed by the wait the server gave (ours: the spec gives none). */
export function tooManyRequestsText(
  text: string,
  retryAfterSeconds: number | null | undefined,
): string {
  if (!retryAfterSeconds || retryAfterSeconds <= 0) return text;
  const wait =
    retryAfterSeconds < 60
      ? errorText('waitSeconds', { seconds: retryAfterSeconds })
      : errorText('waitMinutes', { minutes: Math.ceil(retryAfterSeconds / 60) });
  return errorText('retryIn', { text, wait });
}

export type ErrorFeedbackOptions = {
  /** Fills {product} in the texts. */
  productName: string;
  /** The currency the failed call spends, if any (insufficient-balance then opens its modal). */
  spends?: string | null;
};

/** What to show for a failed call: a modal, or a toast with its id (not repeated while it shows). */
export type ErrorFeedback =
  { kind: 'modal'; modal: AlertModalId } | { kind: 'toast'; id: string; text: string };

/** The catalogue's answer for a failed call (spec 2 §8, "Default" for codes it does not list). */
export function errorFeedback(
  error: CataloguedError,
  options: ErrorFeedbackOptions,
): ErrorFeedback {
  const spentModal =
    error.code === 'insufficient-balance' && options.spends
      ? INSUFFICIENT_BALANCE_MODALS[options.spends]
      : undefined;
  if (spentModal) return { kind: 'modal', modal: spentModal };
  const entry = error.code ? ERROR_FEEDBACK[error.code] : undefined;
  if (entry?.kind === 'modal') return entry;
  const code = error.code ?? 'unknown';
  const toastText = errorToastText(error.code, options.productName);
  if (toastText !== null) {
    const text = toastText;
    return {
      kind: 'toast',
      id: `api-error:${code}`,
      text:
        code === 'too-many-requests' ? tooManyRequestsText(text, error.retryAfterSeconds) : text,
    };
  }
  // A toast of the server's message is the same toast while the message is the same.
  const id = `api-error:${code}:${error.message}`;
  if (entry?.kind === 'server-message') return { kind: 'toast', id, text: error.message };
  const text = error.message || somethingWentWrongText();
  return {
    kind: 'toast',
    id,
    text: error.requestId ? errorText('withRequestId', { text, requestId: error.requestId }) : text,
  };
}
