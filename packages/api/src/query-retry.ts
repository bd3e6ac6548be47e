// TanStack Query's retry of a failed query in the apps: once, as before, except a shed one
// (server-overloaded), which the client already sent again for its whole bounded time (issue 26,
// overload-retry.ts): a second round would keep the player waiting twice as long for the same modal.
import { apiErrorCode } from './errors.ts';
import { SERVER_OVERLOADED } from './shed-answer.ts';

/** How many times a failed query is tried again. */
export const QUERY_RETRIES = 1;

/** The apps' `retry` query option. */
export function retryFailedQuery(failureCount: number, error: unknown): boolean {
  return failureCount < QUERY_RETRIES && apiErrorCode(error) !== SERVER_OVERLOADED;
}
