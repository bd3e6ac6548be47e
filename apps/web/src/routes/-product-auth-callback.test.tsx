// spec 2 §2: /{product}/auth/callback completes a sign-in at the identity service (spec 2 §1) and
// goes to auth-redirect-uri; another first segment is not a page.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
} from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_REDIRECT_URI_KEY,
  EXTERNAL_SIGN_IN_STATE_KEY,
  ORIGIN_URI_KEY,
} from '@levelup/domain/external-sign-in';
import type { ApiClient } from '@levelup/api/client';
import type { RouterContext } from '#app/router.tsx';
import { sessionGrant, testSession } from '#app/session/session.fixtures.ts';
import { Route as ProductCallbackRoute } from './$product.auth.callback.tsx';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

async function renderAt(
  url: string,
  refreshSession = vi.fn(() => Promise.resolve(sessionGrant())),
) {
  const queryClient = new QueryClient();
  const api = { request: vi.fn() } as unknown as ApiClient;
  const root = createRootRouteWithContext<RouterContext>()({
    component: Outlet,
  });
  const allypass = createRoute({
    getParentRoute: () => root,
    path: '/allypass',
    component: () => <p>The pass</p>,
  });
  const callback = ProductCallbackRoute.update({
    id: '/$product/auth/callback',
    path: '/$product/auth/callback',
    getParentRoute: () => root,
  } as never);
  const session = testSession({ queryClient, gateway: { refreshSession } });
  const router = createRouter({
    routeTree: root.addChildren([callback, allypass]),
    history: createMemoryHistory({ initialEntries: [url] }),
    context: { queryClient, api, session },
  });
  await router.load();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, session, refreshSession };
}

describe('/{product}/auth/callback', () => {
  it('signs the player in and returns them to auth-redirect-uri', async () => {
    sessionStorage.setItem(EXTERNAL_SIGN_IN_STATE_KEY, 's1');
    localStorage.setItem(AUTH_REDIRECT_URI_KEY, '/allypass');
    localStorage.setItem(ORIGIN_URI_KEY, '/auth/login');
    const { router, session } = await renderAt('/levelup/auth/callback?status=success&state=s1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/allypass'));
    expect(session.store.getState().metadata?.isJustLoggedIn).toBe(true);
    // Used up: the same callback cannot be replayed.
    expect(sessionStorage.getItem(EXTERNAL_SIGN_IN_STATE_KEY)).toBeNull();
    expect(localStorage.getItem(AUTH_REDIRECT_URI_KEY)).toBeNull();
    expect(localStorage.getItem(ORIGIN_URI_KEY)).toBeNull();
  });

  it('refuses a state this tab did not send', async () => {
    sessionStorage.setItem(EXTERNAL_SIGN_IN_STATE_KEY, 's1');
    const { refreshSession } = await renderAt('/levelup/auth/callback?status=success&state=forged');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This sign-in could not be verified. Please try again.',
    );
    expect(refreshSession).not.toHaveBeenCalled();
  });

  it('is not a page under another product', async () => {
    await renderAt('/otherproduct/auth/callback?status=success&state=s1');
    expect(await screen.findByText('Page not found')).toBeTruthy();
  });
});
