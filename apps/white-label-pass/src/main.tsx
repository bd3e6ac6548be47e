import { StrictMode } from 'react';
import { QueryClientProvider, hydrate, type DehydratedState } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { partnerAppSession } from '#app/api-client.ts';
import { createQueryClient } from '#app/query-client.ts';
import { createAppRouter } from '#app/router.tsx';
import { startTexts } from '@levelup/ui/i18n/text-language';
import { startClocksAt } from '@levelup/ui/progression/hooks/use-now';
import { drawPage } from '@levelup/ui/ssr/draw-page';
import { readServerRendered } from '@levelup/ui/ssr/server-rendered';
import { AppErrorBoundary } from '@levelup/ui/recovery/app-error-boundary';
import { AppErrorPage } from '#app/app-error-page.tsx';
import './styles.css';

// Every text comes from the catalogues, in English or, asked with ?lng=pseudo, the pseudo-locale
// (issue 15); chosen before the first render, so nothing flashes. Awaited with `then`, not a
// top-level await: one in the entry made Rolldown pull route chunks into the first load (+10 KiB).
const textsReady = startTexts({
  search: window.location.search,
  storage: () => window.localStorage,
});

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// Issue 28 Build 1: the page arrives rendered; its query cache comes with it, so nothing the server
// asked is asked again, and the page's clocks start at the render's time while it hydrates.
const serverRendered = readServerRendered<DehydratedState>();
if (serverRendered) {
  hydrate(queryClient, serverRendered.queries);
  startClocksAt(serverRendered.renderedAt);
}

// The refresh cookie, if any, brings the player's session back (spec 2 §4 Auth).
void partnerAppSession.restore();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// Issue 26: never a blank page. The pseudo-locale's script failing to load reloads the page once, else
// the page shows in English; an error no route catches shows the error page.
const app = (
  <StrictMode>
    <AppErrorBoundary fallback={AppErrorPage}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppErrorBoundary>
  </StrictMode>
);

void drawPage({
  root,
  app,
  textsReady,
  serverRendered: serverRendered !== null,
  beforeHydrate: async () => {
    // The route's loader answers from the hydrated cache, so the first render draws the page the HTML
    // holds, not the router's pending state.
    await router.load();
    // The router draws the server's structure (no Suspense around the root's matches), as after
    // TanStack Router's own hydration, which sets this from its dehydrated state.
    router.ssr = { manifest: undefined };
  },
});
