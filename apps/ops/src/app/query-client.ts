import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { accessRedirect, type AccessRedirect } from './access-errors.ts';

/** `onAccessLost` runs when a call finds the session signed out or without its second factor. */
export function createQueryClient(onAccessLost: (to: AccessRedirect) => void) {
  const handle = (error: unknown) => {
    const to = accessRedirect(error);
    if (to) onAccessLost(to);
  };
  return new QueryClient({
    defaultOptions: {
      // A console shows what the data is now: a short stale time, no retry of a refused call.
      queries: { staleTime: 5_000, retry: false, refetchOnWindowFocus: false },
    },
    queryCache: new QueryCache({ onError: handle }),
    mutationCache: new MutationCache({ onError: handle }),
  });
}
