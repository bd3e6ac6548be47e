import { ClientError } from 'graphql-request';

export type ApiErrorCode = string;

/** The extension code of the first GraphQL error (spec 2 §8 error catalogue), or null. */
export function apiErrorCode(error: unknown): ApiErrorCode | null {
  if (!(error instanceof ClientError)) return null;
  const code = error.response.errors?.[0]?.extensions?.['code'];
  return typeof code === 'string' ? code : null;
}

/** An extension of the first GraphQL error, or undefined. */
function firstExtension(error: unknown, name: string): unknown {
  if (!(error instanceof ClientError)) return undefined;
  return error.response.errors?.[0]?.extensions?.[name];
}

/** How many seconds a too-many-requests answer asks to wait (extensions.retryAfterSeconds), or null. */
export function apiRetryAfterSeconds(error: unknown): number | null {
  const seconds = firstExtension(error, 'retryAfterSeconds');
  return typeof seconds === 'number' && seconds > 0 ? seconds : null;
}

/**
 * Whether the server asks for the captcha because of earlier failed attempts on the e-mail
 * (turnstile-error with extensions.captchaRequired): the client shows it and tries again.
 */
export function apiCaptchaRequired(error: unknown): boolean {
  return (
    apiErrorCode(error) === 'turnstile-error' && firstExtension(error, 'captchaRequired') === true
  );
}

/** spec 2 §8 too-many-requests. */
export const TOO_MANY_REQUESTS_TEXT = "Sorry, we've hit traffic. Please try again shortly.";

/** The spec 2 §8 text, followed by the wait the server gave when it gave one. */
export function tooManyRequestsText(retryAfterSeconds: number | null): string {
  if (retryAfterSeconds === null) return TOO_MANY_REQUESTS_TEXT;
  const wait =
    retryAfterSeconds < 60 ? `${retryAfterSeconds} s` : `${Math.ceil(retryAfterSeconds / 60)} min`;
  return `${TOO_MANY_REQUESTS_TEXT} (Retry in ${wait}.)`;
}

/** The server's message of the first GraphQL error, else the error's own message. */
export function apiErrorMessage(error: unknown): string {
  if (error instanceof ClientError) return error.response.errors?.[0]?.message ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * What the client shows for the battle pass error codes that have a text of their own (spec 2 §8
 * "You have already collected this reward!", "No more reward to collect."; spec 1 §8 premium
 * unavailable; spec 1 §5 XP BOOST ALREADY ACTIVE). Other codes show the server's message.
 */
export const PROGRESSION_ERROR_TEXTS: Readonly<Record<string, string>> = {
  'reward-already-collected': 'You have already collected this reward!',
  'no-reward-to-collect': 'No more reward to collect.',
  'premium-unavailable': 'Purchasing a Premium Battle Pass is not available at the moment.',
  'booster-already-active': 'XP BOOST ALREADY ACTIVE',
};
