// Issue 28 Build 1: a page's HTML for the server, shared by the apps' render modules (apps/web and
// apps/white-label-pass, src/entry-server.tsx). Rendered twice: React's streaming render first, to
// the end of every boundary, which loads the lazy parts and the queries the components suspend on;
// then in one piece from the warm caches. The second HTML holds every boundary in place, where the
// stream would outline large ones and reveal them with inline scripts, which the site's Content
// Security Policy refuses and a browser without JavaScript never runs.
import type { ReactNode } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { startClocksAt } from '../progression/hooks/use-now.ts';

/** What the server (apps/server, http/server-rendering.ts) gives an app's `renderPage`. */
export type RenderPageParameters = {
  /** The page's path and query, e.g. `/allypass?scroll_to_level=3`. */
  url: string;
  /** The request's host name (the web shows a legacy host's announcement in the browser). */
  host: string;
  /** How the render asks the API: the server answers it in-process, as a visitor. */
  fetch: typeof fetch;
};

/** What an app's `renderPage` gives the server. */
export type RenderedPage = {
  /** The app's HTML, for the root element. */
  html: string;
  /** The script element with the query cache and the render time (server-rendered.ts). */
  payload: string;
  /** Elements for the head, after the app's styles (the white-label season's theme). */
  head?: string;
  /** The document's title, when the page sets its own. */
  title?: string;
};

export type RenderedHtml = {
  html: string;
  /** When the HTML was rendered (epoch ms): the browser's clocks show it while it hydrates. */
  renderedAt: number;
};

/** The element's HTML with every boundary resolved, or null when one is still waiting (a failed query). */
export async function renderHtml(element: ReactNode): Promise<RenderedHtml | null> {
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  // Its bytes are not needed: reading them to the end finishes the render.
  await stream.pipeTo(new WritableStream());
  // The clocks stand at one time for the whole (synchronous) render, the time the browser's clocks
  // start at while it hydrates (use-now.ts); no other render runs meanwhile.
  const renderedAt = Date.now();
  startClocksAt(renderedAt);
  let html: string;
  try {
    html = renderToString(element);
  } finally {
    startClocksAt(null);
  }
  // A boundary still waiting would be left to the browser: the page is rendered there instead.
  if (html.includes('<!--$!-->') || html.includes('<!--$?-->')) return null;
  return { html, renderedAt };
}
