// A too-many-requests answer of /graphql carries its wait in the Retry-After header too (issue 10 fault
// 3), next to extensions.retryAfterSeconds, for clients and proxies that read HTTP only.
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import type { ServerContext } from './yoga.ts';

export function useRetryAfterHeader(): Plugin<object, ServerContext> {
  return {
    onResultProcess({ result, serverContext }) {
      if (isAsyncIterable(result)) return;
      const waits = (Array.isArray(result) ? result : [result])
        .flatMap((single) => single.errors ?? [])
        .map((error) => error.extensions['retryAfterSeconds'])
        .filter((wait): wait is number => typeof wait === 'number');
      if (waits.length > 0)
        void serverContext.reply.header('retry-after', String(Math.max(...waits)));
    },
  };
}
