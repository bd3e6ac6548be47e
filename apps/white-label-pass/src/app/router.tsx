import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@levelup/api/client';
import { routeTree } from '#routeTree.gen.ts';
import { api } from '#app/api-client.ts';
import { env } from '#env.ts';

export type RouterContext = { queryClient: QueryClient; api: ApiClient };

/** What a server render (entry-server.tsx) gives instead of the browser's: its client and address. */
export type AppRouterOptions = { api?: ApiClient; history?: RouterHistory; server?: boolean };

export function createAppRouter(queryClient: QueryClient, options: AppRouterOptions = {}) {
  return createRouter({
    routeTree,
    history: options.history,
    context: { queryClient, api: options.api ?? api },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    // On the server it would write an inline script, which the Content Security Policy refuses; the
    // browser restores scroll positions itself.
    scrollRestoration: !options.server,
    basepath: env.basePath,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
