// spec 2 §8 Error catalogue: the texts of third-party sign-in failures that come back as a code.
import { TOO_MANY_REQUESTS_TEXT } from '@levelup/api/errors';
import { SOMETHING_WENT_WRONG } from '#shared/api-error-text.ts';

/** The text for a third-party sign-in that came back with this error code. */
export function signInErrorText(code: string | null, productName: string): string {
  switch (code) {
    case 'user-not-exists':
      return `There isn't an ${productName} profile associated with this account. Sign up instead.`;
    case 'steam-id-already-in-use':
      return 'This Steam ID is already associated with another account. Connect to another.';
    case 'twitter-id-already-in-use':
    case 'credential-already-in-use':
      return 'This Twitter account is already in use. Connect to another.';
    case 'invalid-connect-steam-token':
      return 'Something wrong. Please try again.';
    case 'too-many-requests':
      return TOO_MANY_REQUESTS_TEXT;
    default:
      return SOMETHING_WENT_WRONG;
  }
}
