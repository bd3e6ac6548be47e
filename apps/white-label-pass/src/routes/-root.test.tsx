// Issue 26 "A first visit can be a blank page": an error no route shows itself (a modal's script that
// failed to load again after the one reload) shows the app's error page in the catalogue's words,
// never the router's default page, a blank page or the browser's message.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELOADED_FOR_PREFIX } from '@levelup/ui/recovery/reload-once';
import type { ApiClient } from '@levelup/api/client';
import { PartnerPassError } from '#features/partner-pass/components/partner-pass-error.tsx';
import { Route as RootRoute } from './__root.tsx';

const failedImport = new TypeError(
  'Failed to fetch dynamically imported module: https://pass.test/assets/purchase-dialogs-1.js',
);

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
  it('shows the app error page from the root route', async () => {
    quietLogs();
    const queryClient = new QueryClient();
    const pass = createRoute({
      getParentRoute: () => RootRoute,
      path: '/',
      component: () => {
        throw failedImport;
      },
    });
    const router = createRouter({
      routeTree: RootRoute.addChildren([pass]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
      context: { queryClient, api: {} as ApiClient },
    });
    await router.load();
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router as never} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(
      screen.getByText('This page could not be shown. Try again, or come back in a moment.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByText(/dynamically imported/)).toBeNull();
  });

  it('on the pass says so in the catalogue words, not the browser message', () => {
    render(<PartnerPassError error={failedImport} onRetry={() => undefined} />);
    expect(
      screen.getByText('This page could not be shown. Try again, or come back in a moment.'),
    ).toBeTruthy();
    expect(screen.queryByText(/dynamically imported/)).toBeNull();
  });
});
