// A stand-in GraphQL client for component tests: each operation name maps to a handler; an operation
// without one fails the test loudly. Handlers throw `graphqlError(...)` to answer with an error code.
import { ClientError } from 'graphql-request';
import { vi } from 'vitest';
import type { ApiClient } from '@levelup/api/client';
import { operationName } from '@levelup/api/testing/operation-name';

export type FakeOperation = (
  variables: Record<string, unknown>,
  headers: Record<string, string>,
) => unknown;

/** A generated GraphQL document: its text names its operation. */
type DocumentNode = { toString(): string };

/** A GraphQL error answer with an extension code, as the server sends it. */
export function graphqlError(
  code: string,
  message = code,
  extensions: Record<string, unknown> = {},
): ClientError {
  return new ClientError(
    {
      status: 200,
      headers: new Headers(),
      errors: [{ message, extensions: { ...extensions, code } }],
    } as never,
    { query: '' },
  );
}

type RequestOptions = {
  document: DocumentNode;
  variables?: Record<string, unknown>;
  requestHeaders?: Record<string, string>;
};

/** A client whose `request` is a spy answering from `operations`. */
export function fakeApi(operations: Record<string, FakeOperation>) {
  const request = vi.fn(
    async (
      first: DocumentNode | RequestOptions,
      variables?: Record<string, unknown>,
      requestHeaders?: Record<string, string>,
    ) => {
      const options: RequestOptions =
        'document' in first ? first : { document: first, variables, requestHeaders };
      const name = operationName(options.document);
      const handler = operations[name];
      if (!handler) throw new Error(`unexpected operation ${name} in a test`);
      return handler(options.variables ?? {}, options.requestHeaders ?? {});
    },
  );
  return { api: { request } as unknown as ApiClient, request };
}
