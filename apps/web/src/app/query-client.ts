import { QueryClient } from '@tanstack/react-query';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  });
}

/** The app's one query cache; the session clears it when a session ends (spec 2 §4 Auth). */
export const queryClient = createQueryClient();
