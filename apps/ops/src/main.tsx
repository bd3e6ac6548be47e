import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { startTexts } from '@levelup/ui/i18n/text-language';
import { createQueryClient } from '#app/query-client.ts';
import { createAppRouter } from '#app/router.tsx';
import { restoreSession } from '#app/session.ts';
import './styles.css';

// A console call refused for the session sends the staff member where they can fix it (issue 29).
const queryClient = createQueryClient((to) => {
  const { pathname } = router.state.location;
  if (!pathname.endsWith(to)) void router.navigate({ to });
});
const router = createAppRouter(queryClient);

void restoreSession();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// @levelup/ui's dialogs read their close label from its catalogue: English, before the first render.
void startTexts({ search: '', storage: () => window.localStorage }).then(() =>
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  ),
);
