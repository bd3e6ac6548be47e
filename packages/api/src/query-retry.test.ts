import { ClientError } from 'graphql-request';
import { describe, expect, it } from 'vitest';
import { retryFailedQuery } from './query-retry.ts';

const graphqlError = (code: string) =>
  new ClientError(
    {
      status: 503,
      headers: new Headers(),
      errors: [{ message: 'x', extensions: { code } }],
    } as never,
    { query: '' },
  );

describe('a failed query', () => {
  it('is tried again once', () => {
    expect(retryFailedQuery(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryFailedQuery(0, graphqlError('internal'))).toBe(true);
    expect(retryFailedQuery(1, new TypeError('Failed to fetch'))).toBe(false);
  });

  it('is not tried again when shed: the client already retried it for its bounded time (issue 26)', () => {
    expect(retryFailedQuery(0, graphqlError('server-overloaded'))).toBe(false);
  });
});
