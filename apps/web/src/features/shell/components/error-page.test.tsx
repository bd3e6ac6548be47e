// Issue 26 "A first visit can be a blank page": a page whose script failed to load again after the one
// reload shows the error page, in the catalogue's words, with the logo and a retry button; never a
// blank page nor the browser's message.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELOADED_FOR_PREFIX } from '@levelup/ui/recovery/reload-once';
import { env } from '#env.ts';
import { BattlePassError } from '#features/battle-pass/components/battle-pass-error.tsx';
import { ErrorPage } from './error-page.tsx';

const failedImport = new TypeError(
  'Failed to fetch dynamically imported module: https://levelup.test/assets/games-1.js',
);

// The page was reloaded once for this file already (reload-once.ts): it now stays on the error page.
beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem(RELOADED_FOR_PREFIX + failedImport.message, '1');
});

// React and the router log the caught error; the test expects it.
afterEach(() => vi.restoreAllMocks());
function quietLogs() {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
}

describe('a script that failed to load', () => {
  it('shows the error page from the root route, with the logo and a retry button', async () => {
    quietLogs();
    const root = createRootRoute({ component: Outlet, errorComponent: ErrorPage });
    const games = createRoute({
      getParentRoute: () => root,
      path: '/games',
      component: () => {
        throw failedImport;
      },
    });
    const router = createRouter({
      routeTree: root.addChildren([games]),
      history: createMemoryHistory({ initialEntries: ['/games'] }),
    });
    await router.load();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('link', { name: env.productName }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByText(/dynamically imported/)).toBeNull();
  });

  it('on /allypass says so in the catalogue words, not the browser message', () => {
    render(<BattlePassError error={failedImport} onRetry={() => undefined} />);
    expect(
      screen.getByText('This page could not be shown. Try again, or come back in a moment.'),
    ).toBeTruthy();
    expect(screen.queryByText(/dynamically imported/)).toBeNull();
  });
});
