// Issue 28 Build 1: the public pages rendered on the server, so a phone paints the first view from the
// HTML instead of after the scripts and the GraphQL answer. The server (apps/server, http/server-
// rendering.ts) imports this module from the SSR build (dist-server/) and calls renderPage for a page's
// address; it keeps the visitor HTML like the visitor GraphQL answer. The page is rendered as the
// browser's first render draws it while the session is restored (status loading, so a visitor's
// view), and the browser hydrates it with the same query cache (main.tsx).
import { QueryClientProvider, dehydrate, type DefaultOptions } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { createApiClient } from '@levelup/api/client';
import { showsLegacyAnnouncement } from '@levelup/domain/legacy-host';
import {
  renderHtml,
  type RenderPageParameters,
  type RenderedPage,
} from '@levelup/ui/ssr/render-html';
import { sentWithThePage, serverRenderedScript } from '@levelup/ui/ssr/server-rendered';
import { env } from '#env.ts';
import { createQueryClient } from '#app/query-client.ts';
import { createAppRouter } from '#app/router.tsx';

/** TanStack Query's hooks honour `suspense` from the defaults (useSuspenseQuery sets it); not in its type. */
type QueryOptionsWithSuspense = NonNullable<DefaultOptions['queries']>;

/**
 * The routes whose pages are rendered on the server (issue 28 Build 1). The Wall and a collection page
 * render the visitor's view, shown but not usable until the session is restored
 * (until-session-restored.tsx).
 */
const SERVER_RENDERED_ROUTES = new Set([
  '/',
  '/allypass',
  '/mints/',
  '/mints/$slug',
  '/games',
  '/the-wall',
]);

/** The page's HTML and payload, or null when the page is not one rendered on the server. */
export async function renderPage({
  url,
  host,
  fetch,
}: RenderPageParameters): Promise<RenderedPage | null> {
  const path = url.split('?')[0] ?? '/';
  if (showsLegacyAnnouncement({ host, legacyHosts: env.legacyHosts, path })) return null;
  const queryClient = createQueryClient();
  // Every query a component asks suspends the render until it is answered, so the HTML holds the
  // answers: in the browser the same components read them from the hydrated cache at once.
  queryClient.setDefaultOptions({
    queries: {
      ...queryClient.getDefaultOptions().queries,
      suspense: true,
    } as QueryOptionsWithSuspense,
  });
  const router = createAppRouter(queryClient, {
    api: createApiClient({ url: 'http://server-render/graphql', fetch }),
    history: createMemoryHistory({ initialEntries: [url] }),
    server: true,
  });
  await router.load();
  const matches = router.state.matches;
  const leaf = matches[matches.length - 1];
  if (
    !leaf ||
    !SERVER_RENDERED_ROUTES.has(leaf.routeId) ||
    matches.some((match) => match.status !== 'success')
  )
    return null;
  const app = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  // A page whose render is left waiting (a query that failed) is rendered in the browser.
  const rendered = await renderHtml(app);
  if (!rendered) return null;
  const queries = dehydrate(queryClient, { shouldDehydrateQuery: sentWithThePage });
  return {
    html: rendered.html,
    payload: serverRenderedScript({ queries, renderedAt: rendered.renderedAt }),
  };
}
