// spec 2 §8: a partner player's failed claim or purchase shows the catalogue's text (the claimable
// cards come from @levelup/ui/battle-pass/lib/reward-claims).
import {
  apiErrorCode,
  apiErrorMessage,
  apiRetryAfterSeconds,
  PROGRESSION_ERROR_TEXTS,
  tooManyRequestsText,
} from '@levelup/api/errors';

/** The text of a failed claim or purchase: the catalogue's, else the server's message. */
export function progressionErrorText(error: unknown): string {
  const code = apiErrorCode(error);
  if (code === 'too-many-requests') return tooManyRequestsText(apiRetryAfterSeconds(error));
  return (code && PROGRESSION_ERROR_TEXTS[code]) || apiErrorMessage(error);
}
