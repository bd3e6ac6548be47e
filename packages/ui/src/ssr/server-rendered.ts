// Issue 28 Build 1: what a server-rendered page carries besides its HTML, read by the browser before
// it hydrates. The apps' render modules (src/entry-server.tsx) write it as JSON in a script element
// that never runs; the apps' main.tsx read it.

/** The id of the element holding the payload. */
export const SERVER_RENDERED_ELEMENT_ID = 'levelup-server-rendered';

export type ServerRendered<Queries = unknown> = {
  /**
   * The query cache the HTML was rendered from (TanStack Query's dehydrated state), hydrated before the
   * first render: nothing is fetched twice.
   */
  queries: Queries;
  /** When the HTML was rendered (epoch ms): clocks show it while the page hydrates (use-now.ts). */
  renderedAt: number;
};

/** The payload as an HTML-safe script element: `<` is escaped so no text of the data can close it. */
export function serverRenderedScript(payload: ServerRendered): string {
  const json = JSON.stringify(payload).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVER_RENDERED_ELEMENT_ID}">${json}</script>`;
}

/** The payload of this page, or null when it was not server-rendered (or the payload is damaged). */
export function readServerRendered<Queries>(
  doc: Document = document,
): ServerRendered<Queries> | null {
  const text = doc.getElementById(SERVER_RENDERED_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const payload = JSON.parse(text) as ServerRendered<Queries>;
    return typeof payload.renderedAt === 'number' && payload.queries ? payload : null;
  } catch {
    return null;
  }
}

/** The part of a TanStack Query query that decides whether it goes into the payload. */
type RenderedQuery = { state: { status: string }; options: object };

/**
 * Which queries of a server render go into the payload: those answered, and asked with the query
 * enabled. A suspending render fetches a disabled query too, and the server asks as a visitor: a
 * player's query (their state, their levels) sent with the page would read as fresh in the browser and
 * not be asked again with the player's token once they are signed in (the white-label pass stayed a
 * visitor's page for 30 s). A failed or pending query is asked again in the browser.
 */
export function sentWithThePage(query: RenderedQuery): boolean {
  // A query keeps the options it was last fetched with: the asking observer's, `enabled` among them.
  const { enabled } = query.options as { enabled?: unknown };
  return query.state.status === 'success' && enabled !== false;
}
