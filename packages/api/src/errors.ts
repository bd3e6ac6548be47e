import { ClientError } from 'graphql-request';

export type ApiErrorCode = string;

/** The extension code of the first GraphQL error (spec 2 §8 error catalogue), or null. */
export function apiErrorCode(error: unknown): ApiErrorCode | null {
  if (!(error instanceof ClientError)) return null;
  const code = error.response.errors?.[0]?.extensions?.['code'];
  return typeof code === 'string' ? code : null;
}

/** The server's message of the first GraphQL error, else the error's own message. */
export function apiErrorMessage(error: unknown): string {
  if (error instanceof ClientError) return error.response.errors?.[0]?.message ?? error.message;
  return error instanceof Error ? error.message : String(error);
}
