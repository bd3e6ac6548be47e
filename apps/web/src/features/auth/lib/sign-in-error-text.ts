// spec 2 §8 Error catalogue: the texts of third-party sign-in failures that come back as a code (the
// catalogue's table, @levelup/ui/alerts/error-catalogue), and the sign-in's own Twitter text.
import { errorToastText, somethingWentWrongText } from '@levelup/ui/alerts/error-catalogue';
import { authText } from '../auth-text.ts';

/** The text for a third-party sign-in that came back with this error code. */
export function signInErrorText(code: string | null, productName: string): string {
  if (code === 'twitter-id-already-in-use' || code === 'credential-already-in-use')
    return authText('thirdParty.twitterInUse');
  return errorToastText(code, productName) ?? somethingWentWrongText();
}
