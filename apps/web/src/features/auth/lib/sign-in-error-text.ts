// spec 2 §8 Error catalogue: the texts of third-party sign-in failures that come back as a code (the
// catalogue's table, @levelup/ui/alerts/error-catalogue), and the sign-in's own Twitter text.
import { ERROR_FEEDBACK, SOMETHING_WENT_WRONG } from '@levelup/ui/alerts/error-catalogue';
import { authText } from '../auth-text.ts';

/** The text for a third-party sign-in that came back with this error code. */
export function signInErrorText(code: string | null, productName: string): string {
  if (code === 'twitter-id-already-in-use' || code === 'credential-already-in-use')
    return authText('thirdParty.twitterInUse');
  const entry = code ? ERROR_FEEDBACK[code] : undefined;
  return entry?.kind === 'toast'
    ? entry.text.replaceAll('{product}', productName)
    : SOMETHING_WENT_WRONG;
}
