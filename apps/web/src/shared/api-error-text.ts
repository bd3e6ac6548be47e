// spec 2 §8 Error catalogue (the one table is @levelup/ui/alerts/error-catalogue): the text a form or a
// dialog shows in place for a failed call. A code that opens an alert modal has none: the api client
// opened its modal already (src/app/api-errors.ts). A non-GraphQL error shows its message; else
// "Something went wrong."
import { apiError } from '@levelup/api/errors';
import { errorFeedback, somethingWentWrongText } from '@levelup/ui/alerts/error-catalogue';
import { env } from '#env.ts';

/** The text to show for a failed call, or null when its alert modal shows it. */
export function apiErrorText(error: unknown): string | null {
  const failed = apiError(error);
  if (!failed)
    return error instanceof Error && error.message ? error.message : somethingWentWrongText();
  const feedback = errorFeedback(failed, { productName: env.productName });
  return feedback.kind === 'toast' ? feedback.text : null;
}
