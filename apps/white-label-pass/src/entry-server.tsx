// Issue 28 Build 1, the white-label pass: its page arrives as HTML that already shows the season, in
// the season's colours. The server (apps/server, http/server-rendering.ts) imports this module from
// the SSR build (dist-server/) and calls renderPage for the page's address; it keeps the HTML like the
// visitor GraphQL answer. The page is rendered as the browser's first render draws it while the session
// is restored (a visitor's view), and the browser hydrates it with the same query cache (main.tsx).
import { QueryClientProvider, dehydrate, type DefaultOptions } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { battlePassPageQueryOptions } from '@levelup/api/battle-pass';
import { createApiClient } from '@levelup/api/client';
import {
  renderHtml,
  type RenderPageParameters,
  type RenderedPage,
} from '@levelup/ui/ssr/render-html';
import { sentWithThePage, serverRenderedScript } from '@levelup/ui/ssr/server-rendered';
import { env } from '#env.ts';
import { createQueryClient } from '#app/query-client.ts';
import { createAppRouter } from '#app/router.tsx';
import {
  seasonDocumentTitle,
  themeStyleElement,
} from '#features/partner-pass/lib/theme-variables.ts';

/** TanStack Query's hooks honour `suspense` from the defaults (useSuspenseQuery sets it); not in its type. */
type QueryOptionsWithSuspense = NonNullable<DefaultOptions['queries']>;

/** The page's HTML, payload, theme and title, or null when it cannot be rendered here. */
export async function renderPage({
  url,
  fetch,
}: RenderPageParameters): Promise<RenderedPage | null> {
  const queryClient = createQueryClient();
  // Every query a component asks suspends the render until it is answered, so the HTML holds the
  // answers: in the browser the same components read them from the hydrated cache at once.
  queryClient.setDefaultOptions({
    queries: {
      ...queryClient.getDefaultOptions().queries,
      suspense: true,
    } as QueryOptionsWithSuspense,
  });
  const api = createApiClient({ url: 'http://server-render/graphql', fetch });
  const router = createAppRouter(queryClient, {
    api,
    history: createMemoryHistory({ initialEntries: [url] }),
    server: true,
  });
  await router.load();
  const matches = router.state.matches;
  const leaf = matches[matches.length - 1];
  if (!leaf || leaf.routeId !== '/' || matches.some((match) => match.status !== 'success'))
    return null;
  const page = queryClient.getQueryData(
    battlePassPageQueryOptions(api, { group: env.group, key: env.seasonKey ?? null }).queryKey,
  );
  if (!page) return null;
  // A page whose render is left waiting (a query that failed) is rendered in the browser.
  const rendered = await renderHtml(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  if (!rendered) return null;
  const queries = dehydrate(queryClient, { shouldDehydrateQuery: sentWithThePage });
  return {
    html: rendered.html,
    payload: serverRenderedScript({ queries, renderedAt: rendered.renderedAt }),
    head: themeStyleElement(page.battlePass.theme.themeSettings),
    title: seasonDocumentTitle(page.battlePass),
  };
}
