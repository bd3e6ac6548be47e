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
};

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The GraphQL error of a failed call, or null for anything else (a network error, a bug). */
export function apiError(error: unknown): ApiError | null {
  if (!(error instanceof ClientError)) return null;
  const first = error.response.errors?.[0];
  const headers = error.response.headers as Headers | undefined;
  return {
    code: stringOrNull(first?.extensions?.['code']),
    message: first?.message ?? error.message,
    requestId:
      stringOrNull(first?.extensions?.['requestId']) ??
      stringOrNull(headers?.get?.(REQUEST_ID_HEADER)),
  };
}

/** The extension code of the first GraphQL error (spec 2 §8 error catalogue), or null. */
export function apiErrorCode(error: unknown): ApiErrorCode | null {
  return apiError(error)?.code ?? null;
}

/** The server's message of the first GraphQL error, else the error's own message. */
export function apiErrorMessage(error: unknown): string {
  const graphql = apiError(error);
  if (graphql) return graphql.message;
  return error instanceof Error ? error.message : String(error);
}
