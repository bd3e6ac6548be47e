import { ClientError } from 'graphql-request';

export type ApiErrorCode = string;

/** The header the server puts on every response (issue 10 "Request ids end to end"). */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A failed GraphQL call as the client shows it (spec 2 §8 error catalogue): the first error's extension
 * code and message, and the request id the server's logs share (`extensions.requestId`, else the
 * response's `x-request-id` header).
 */
export type ApiError = {
  code: ApiErrorCode | null;
  message: string;
  requestId: string | null;
  /** too-many-requests: how many seconds the server asks to wait (extensions.retryAfterSeconds). */
  retryAfterSeconds: number | null;
  /** turnstile-error asking for the captcha after failed attempts: the form shows it and tries again. */
  captchaRequired: boolean;
};

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The GraphQL error of a failed call, or null for anything else (a network error, a bug). */
export function apiError(error: unknown): ApiError | null {
  if (!(error instanceof ClientError)) return null;
  const first = error.response.errors?.[0];
  const headers = error.response.headers as Headers | undefined;
  const code = stringOrNull(first?.extensions?.['code']);
  return {
    code,
    message: first?.message ?? error.message,
    requestId:
      stringOrNull(first?.extensions?.['requestId']) ??
      stringOrNull(headers?.get?.(REQUEST_ID_HEADER)),
    retryAfterSeconds: apiRetryAfterSeconds(error),
    captchaRequired: code === 'turnstile-error' && first?.extensions?.['captchaRequired'] === true,
  };
}

/** The extension code of the first GraphQL error (spec 2 §8 error catalogue), or null. */
export function apiErrorCode(error: unknown): ApiErrorCode | null {
  return apiError(error)?.code ?? null;
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

/** The server's message of the first GraphQL error, else the error's own message. */
export function apiErrorMessage(error: unknown): string {
  const graphql = apiError(error);
  if (graphql) return graphql.message;
  return error instanceof Error ? error.message : String(error);
}
