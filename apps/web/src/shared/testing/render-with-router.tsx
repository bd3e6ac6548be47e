import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createApiClient } from '@levelup/api/client';
import type { ApiClient } from '@levelup/api/client';
import type { RouterContext } from '#app/router.tsx';
import type { SessionController } from '#app/session/session-controller.ts';
import { testSession } from '#app/session/session.fixtures.ts';

export type RenderWithRouterOptions = {
  /** The address the memory router starts at. */
  path?: string;
  /** Seed it with the query data the component needs. */
  queryClient?: QueryClient;
  /** Answers GraphQL requests (see `fakeApi`); by default any request fails the test. */
  api?: ApiClient;
  /** Signed out unless the test passes a session (see `testSession`). */
  session?: SessionController;
};

// Tests seed every query they need; a request that reaches this client is a bug in the test or the code.
const offlineApi = createApiClient({
  url: 'http://api.test/graphql',
  fetch: () => Promise.reject(new Error('unexpected network request in a test')),
});

/** Renders `ui` inside a memory router (any path matches) with a query client, like the app does. */
export async function renderWithRouter(
  ui: ReactNode,
  {
    path = '/',
    queryClient = new QueryClient(),
    session,
    api = offlineApi,
  }: RenderWithRouterOptions = {},
) {
  const rootRoute = createRootRouteWithContext<RouterContext>()({
    component: () => (
      <>
        {ui}
        <Outlet />
      </>
    ),
  });
  const anyPage = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    component: () => null,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([anyPage]),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient, api, session: session ?? testSession({ queryClient }) },
  });
  // Resolve the route first so the first render already shows `ui` (no wait on a slow machine).
  await router.load();
  const rendered = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...rendered, router };
}
