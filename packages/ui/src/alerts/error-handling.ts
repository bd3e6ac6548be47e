// spec 2 §8 Error catalogue, handled in one place per app: the API client's error hook opens the alert
// modal of any failed call whose code has one (queries, mutations and form calls alike); the mutation
// cache's error hook shows the toast of any failed mutation that does not show its error itself. The
// catalogue and the modals load with the first failure, so no page's first load carries them.
import type { CataloguedError } from './error-catalogue.ts';
import type { ErrorFeedbackSettings, ShowErrorFeedbackOptions } from './show-error-feedback.tsx';

/** What a mutation tells the central error handling (its TanStack Query `meta`). */
export type ErrorHandlingMeta = {
  /** The caller shows the error in place (a form, a dialog, its own toast): no toast. */
  errorShown?: boolean;
  /** The currency the mutation spends: insufficient-balance opens its not-enough modal (spec 2 §8). */
  spends?: string;
};

export type ErrorHandlingParameters = {
  settings: ErrorFeedbackSettings;
  /** Reads a failed GraphQL call (the API's `apiError`); null for anything else. */
  readError: (error: unknown) => CataloguedError | null;
};

export type ErrorHandling = {
  /** The API client's `onError`. */
  onApiError: (error: Error) => void;
  /** The mutation cache's `onError`, with the mutation's meta. */
  onMutationError: (error: Error, meta: ErrorHandlingMeta | undefined) => void;
};

export function createErrorHandling({
  settings,
  readError,
}: ErrorHandlingParameters): ErrorHandling {
  const show = (failed: CataloguedError, options: ShowErrorFeedbackOptions) =>
    void import('./show-error-feedback.tsx').then((module) =>
      module.showErrorFeedback(failed, settings, options),
    );
  return {
    onApiError: (error) => {
      const failed = readError(error);
      // A form asked for the captcha after failed attempts shows it instead (issue 10 fault 3).
      if (failed && !failed.captchaRequired) show(failed, { toast: false });
    },
    onMutationError: (error, meta) => {
      if (meta?.errorShown) return;
      // spec 2 §8: a non-GraphQL error shows its message.
      const failed = readError(error) ?? { code: null, message: error.message, requestId: null };
      show(failed, { toast: true, spends: meta?.spends ?? null });
    },
  };
}
