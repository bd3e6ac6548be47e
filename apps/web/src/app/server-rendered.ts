// Issue 28 Build 1: what a server-rendered page carries besides its HTML, read by the browser before
// it hydrates. The server writes it (entry-server.tsx) as JSON in a script element that never runs.
import type { DehydratedState } from '@tanstack/react-query';

/** The id of the element holding the payload. */
export const SERVER_RENDERED_ELEMENT_ID = 'levelup-server-rendered';

export type ServerRendered = {
  /** The query cache the HTML was rendered from, hydrated before the first render: nothing is fetched twice. */
  queries: DehydratedState;
  /** When the HTML was rendered (epoch ms): clocks show it while the page hydrates (use-now.ts). */
  renderedAt: number;
};

/** The payload as an HTML-safe script element: `<` is escaped so no text of the data can close it. */
export function serverRenderedScript(payload: ServerRendered): string {
  const json = JSON.stringify(payload).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVER_RENDERED_ELEMENT_ID}">${json}</script>`;
}

/** The payload of this page, or null when it was not server-rendered (or the payload is damaged). */
export function readServerRendered(doc: Document = document): ServerRendered | null {
  const text = doc.getElementById(SERVER_RENDERED_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const payload = JSON.parse(text) as ServerRendered;
    return typeof payload.renderedAt === 'number' && payload.queries ? payload : null;
  } catch {
    return null;
  }
}
