import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { session } from '#app/api-client.ts';
import { queryClient } from '#app/query-client.ts';
import { createAppRouter } from '#app/router.tsx';
import { startTexts } from '@levelup/ui/i18n/text-language';
import { AppErrorBoundary } from '@levelup/ui/recovery/app-error-boundary';
import { reloadOnceForFailedImport } from '@levelup/ui/recovery/reload-once';
import { AppErrorPage } from '#features/shell/components/app-error-page.tsx';
import './styles.css';

// Every text comes from the catalogues, in English or, asked with ?lng=pseudo, the pseudo-locale
// (issue 15); chosen before the first render, so nothing flashes. Awaited with `then`, not a
// top-level await: one in the entry made Rolldown pull route chunks into the first load (+10 KiB).
const textsReady = startTexts({
  search: window.location.search,
  storage: () => window.localStorage,
});

const router = createAppRouter(queryClient);

// spec 2 §4 Auth: loading, then authenticated or not; the refresh cookie brings a session back.
void session.restore();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// Issue 26: never a blank page. The pseudo-locale's script failing to load reloads the page once, else
// the page shows in English; an error no route catches shows the error page.
void textsReady
  .catch((error: unknown) => void reloadOnceForFailedImport(error))
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <AppErrorBoundary fallback={AppErrorPage}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </AppErrorBoundary>
      </StrictMode>,
    ),
  );
