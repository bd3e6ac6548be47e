// spec 2 §8 Error catalogue: codes with a text of their own show it exactly; otherwise the server's
// message plus (request-id: {id}) when present; a non-GraphQL error shows its message; else
// "Something went wrong."
import { ClientError } from 'graphql-request';
import {
  apiRetryAfterSeconds,
  PROGRESSION_ERROR_TEXTS,
  TOO_MANY_REQUESTS_TEXT,
  tooManyRequestsText,
} from '@levelup/api/errors';

/** spec 2 §8: the generic toast text. */
export const SOMETHING_WENT_WRONG = 'Something went wrong.';

/** Texts the catalogues give for an extension code (spec 1 §8, spec 2 §8). */
export const SPEC_ERROR_TEXTS: Readonly<Record<string, string>> = {
  'too-many-requests': TOO_MANY_REQUESTS_TEXT,
  'invalid-referral-code': 'This referral code does not exist!',
  'username-banned': 'Username contains a word that is not allowed!',
  'bio-banned': 'This contains a word that is not allowed!',
  'turnstile-error': 'Captcha verification failed. Please try again in a moment.',
  // The battle pass's claim and purchase errors; reward-locked and premium-required carry the spec 1 §6
  // reasons as their message already.
  ...PROGRESSION_ERROR_TEXTS,
};

/** The text to show for a failed call. */
export function apiErrorText(error: unknown): string {
  if (error instanceof ClientError) {
    const first = error.response.errors?.[0];
    if (!first) return SOMETHING_WENT_WRONG;
    const code = first.extensions?.['code'];
    // The wait the server gave follows the spec's text (issue 10).
    if (code === 'too-many-requests') return tooManyRequestsText(apiRetryAfterSeconds(error));
    const specText = typeof code === 'string' ? SPEC_ERROR_TEXTS[code] : undefined;
    if (specText) return specText;
    const requestId = first.extensions?.['requestId'];
    return typeof requestId === 'string'
      ? `${first.message} (request-id: ${requestId})`
      : first.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return SOMETHING_WENT_WRONG;
}
