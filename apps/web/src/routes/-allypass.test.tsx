// The /allypass route with a memory router: scroll_to_level handling and the visitor's way to sign-in.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
} from '@tanstack/react-router';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { battlePassPageQueryOptions } from '@levelup/api/battle-pass';
import type { ApiClient } from '@levelup/api/client';
import { readAuthRedirect } from '@levelup/domain/auth-redirect';
import type { RouterContext } from '#app/router.tsx';
import { testSession } from '#app/session/session.fixtures.ts';
import { fixtureBattlePass } from '@levelup/api/testing/battle-pass-page.fixtures';
import { Route as AllypassRoute } from './allypass.tsx';

const scrollIntoView = vi.fn();

beforeEach(() => {
  window.matchMedia = vi.fn(
    (query: string) =>
      ({
        matches: false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
  Element.prototype.scrollIntoView = scrollIntoView;
  window.scrollTo = vi.fn() as typeof window.scrollTo;
  scrollIntoView.mockReset();
});

async function renderAllypass(url: string) {
  // The shop query (premium price) is the only request; the season is already in the cache.
  const api = { request: vi.fn(async () => ({ shopItems: [] })) } as unknown as ApiClient;
  const queryClient = new QueryClient();
  queryClient.setQueryData(battlePassPageQueryOptions(api, { group: 'allypass' }).queryKey, {
    battlePass: fixtureBattlePass,
  });
  const root = createRootRouteWithContext<RouterContext>()({ component: Outlet });
  const login = createRoute({
    getParentRoute: () => root,
    path: '/auth/login',
    component: () => <p>Sign-in page</p>,
  });
  const allypass = AllypassRoute.update({
    id: '/allypass',
    path: '/allypass',
    getParentRoute: () => root,
  } as never);
  const router = createRouter({
    routeTree: root.addChildren([allypass, login]),
    history: createMemoryHistory({ initialEntries: [url] }),
    context: { queryClient, api, session: testSession({ queryClient }) },
  });
  await act(() => router.load());
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByRole('region', { name: 'Season 1 battle pass' });
  return router;
}

describe('/allypass', () => {
  it('scrolls to scroll_to_level, then drops it from the address and keeps the other params', async () => {
    const router = await renderAllypass('/allypass?scroll_to_level=2&utm_source=mail');
    expect(scrollIntoView.mock.contexts[0]).toBe(document.querySelector('[data-level="2"]'));
    await waitFor(() => expect(router.state.location.search).toEqual({ utm_source: 'mail' }));
    expect(router.history.length).toBe(1);
    // Only the first load's scroll restoration: a scroll reset on the replace would undo the scroll on
    // mobile, where the window itself scrolls.
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
  });

  it('sends a visitor who clicks a reward to sign-in, with the way back', async () => {
    const router = await renderAllypass('/allypass?utm_source=mail');
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Level 1 free reward: 100 Gold, locked. Level up to claim',
      }),
    );
    await screen.findByText('Sign-in page');
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(readAuthRedirect(router.state.location.searchStr)).toEqual({
      source: 'allypass',
      destination: '/allypass?utm_source=mail',
      extraQuery: { utm_source: 'mail' },
    });
  });

  it('sends a visitor who clicks the premium card to sign-in', async () => {
    const router = await renderAllypass('/allypass');
    fireEvent.click(screen.getByRole('button', { name: /BUY PREMIUM PASS/ }));
    await screen.findByText('Sign-in page');
    expect(readAuthRedirect(router.state.location.searchStr).destination).toBe('/allypass');
  });
});
