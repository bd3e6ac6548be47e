// The partner pass route with a memory router: scroll_to_level scrolls, then leaves the address.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
} from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { battlePassPageQueryOptions } from '@levelup/api/battle-pass';
import type { ApiClient } from '@levelup/api/client';
import type { RouterContext } from '#app/router.tsx';
import { env } from '#env.ts';
import { partnerBattlePass } from '#features/partner-pass/lib/partner-pass.fixtures.ts';
import { Route as IndexRoute } from './index.tsx';

const scrollIntoView = vi.fn();

// jsdom implements neither media queries, scrolling nor CSS.supports.
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
  globalThis.CSS = { supports: () => true } as unknown as typeof CSS;
  Element.prototype.scrollIntoView = scrollIntoView;
  window.scrollTo = vi.fn() as typeof window.scrollTo;
  scrollIntoView.mockReset();
});

async function renderPartnerPass(url: string) {
  // The season is already in the cache, so the route makes no request.
  const api = { request: vi.fn() } as unknown as ApiClient;
  const queryClient = new QueryClient();
  const season = { group: env.group, key: env.seasonKey ?? null };
  queryClient.setQueryData(battlePassPageQueryOptions(api, season).queryKey, {
    battlePass: partnerBattlePass,
  });
  const root = createRootRouteWithContext<RouterContext>()({ component: Outlet });
  const index = IndexRoute.update({ id: '/', path: '/', getParentRoute: () => root } as never);
  const router = createRouter({
    routeTree: root.addChildren([index]),
    history: createMemoryHistory({ initialEntries: [url] }),
    context: { queryClient, api },
  });
  await act(() => router.load());
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByRole('region', { name: 'Nebula Guild: First Light battle pass' });
  return router;
}

describe('the partner pass route', () => {
  it('scrolls to scroll_to_level, then drops it from the address and keeps the other params', async () => {
    const router = await renderPartnerPass('/?scroll_to_level=2&ref=discord');
    expect(scrollIntoView.mock.contexts[0]).toBe(document.querySelector('[data-level="2"]'));
    await waitFor(() => expect(router.state.location.search).toEqual({ ref: 'discord' }));
    expect(router.history.length).toBe(1);
  });

  it('shows a visitor no battle pass widget and no toast (spec 1 §6; issue 14 Build 6)', async () => {
    await renderPartnerPass('/');
    expect(screen.queryByRole('button', { name: /^Battle pass/ })).toBeNull();
    expect(screen.queryByText(/REACHED!/)).toBeNull();
  });

  it('ignores a scroll_to_level that is not a level', async () => {
    const router = await renderPartnerPass('/?scroll_to_level=abc');
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(router.state.location.search.scroll_to_level).toBeUndefined();
  });
});
