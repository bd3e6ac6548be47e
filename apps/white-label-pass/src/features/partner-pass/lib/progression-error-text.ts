// spec 2 §8: a partner player's failed claim or purchase shows the catalogue's text (the one table,
// @levelup/ui/alerts/error-catalogue); a code with an alert modal shows the server's message in place
// under it (the api client opened the modal). The claimable cards come from
// @levelup/ui/battle-pass/lib/reward-claims.
import { apiError, apiErrorMessage } from '@levelup/api/errors';
import { errorFeedback } from '@levelup/ui/alerts/error-catalogue';
import { env } from '#env.ts';

/** The text of a failed claim or purchase: the catalogue's, else the server's message. */
export function progressionErrorText(error: unknown): string {
  const failed = apiError(error);
  if (!failed) return apiErrorMessage(error);
  const feedback = errorFeedback(failed, { productName: env.productName });
  return feedback.kind === 'toast' ? feedback.text : failed.message;
}
