import { MutationCache, QueryClient } from '@tanstack/react-query';
import { retryFailedQuery } from '@levelup/api/query-retry';
import type { ErrorHandlingMeta } from '@levelup/ui/alerts/error-handling';
import { errorHandling } from './api-errors.ts';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: ErrorHandlingMeta;
  }
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // A shed query is not tried again here: the client retried it already (issue 26).
      queries: { staleTime: 30_000, retry: retryFailedQuery, refetchOnWindowFocus: false },
    },
    // spec 2 §8: one place shows what a failed mutation gives.
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        errorHandling.onMutationError(error, mutation.meta),
    }),
  });
}
