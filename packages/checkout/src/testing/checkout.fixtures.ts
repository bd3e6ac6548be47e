// A fake API client and subscription client for the checkout tests: each operation answers by name.
import type { ApiClient } from '@levelup/api/client';
import type { SubscriptionClient } from '@levelup/api/subscriptions';
import { operationName } from '@levelup/api/testing/operation-name';

/** A generated GraphQL document: its text names its operation. */
type OperationDocument = { toString(): string };

export type Answers = Record<string, (variables: Record<string, unknown>) => unknown>;

export function fakeApi(answers: Answers) {
  const calls: Array<{
    operation: string;
    variables: Record<string, unknown>;
    headers: Record<string, string>;
  }> = [];
  const api = {
    request: async (
      document: OperationDocument,
      variables: Record<string, unknown> = {},
      headers: Record<string, string> = {},
    ) => {
      const operation = operationName(document);
      calls.push({ operation, variables, headers });
      const answer = answers[operation];
      if (!answer) throw new Error(`unexpected ${operation}`);
      return answer(variables);
    },
  } as unknown as ApiClient;
  return { api, calls };
}

/** Subscriptions that open at once and never push: the status read after connecting tells. */
export function fakeSubscriptions(): { open: () => SubscriptionClient; disposed: () => number } {
  let disposed = 0;
  return {
    open: () => ({
      subscribe: (_document, _variables, handlers) => {
        queueMicrotask(() => handlers.connected?.(false));
        return () => undefined;
      },
      dispose: () => {
        disposed += 1;
      },
    }),
    disposed: () => disposed,
  };
}
