import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@levelup/api/client';
import { routeTree } from '#routeTree.gen.ts';
import { api, session } from '#app/api-client.ts';
import type { SessionController } from '#app/session/session-controller.ts';

export type RouterContext = {
  queryClient: QueryClient;
  api: ApiClient;
  session: SessionController;
};

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient, api, session },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
