// Issue 28 Build 1: the public pages arrive as HTML that already shows their content. The web build's
// render module (apps/web/src/entry-server.tsx, built to dist-server/) renders a page for a visitor,
// asking the API in-process; its HTML goes into the built index.html with the query cache the browser
// hydrates from. A visitor's HTML is the same for everyone, signed in or not (the player's state fills
// in after hydration), so it is kept like the visitor GraphQL answer: per instance, for the season
// cache's TTL, cleared with it when `season apply` announces a change, and Brotli-compressed once when
// kept (it carries no secret). A page that cannot be rendered, or any while another render runs, goes
// out as the plain index.html: protection and rendering never keep a page from being served.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { encoded, encodedAnswer, type Encoded } from '#graphql/visitor-replay.ts';
import { GRAPHQL_PATH } from '#graphql/yoga.ts';
import { WHITE_LABEL_PREFIX } from './front-ends.ts';
import { hydrationAfterPaint, registerAfterPaintScript } from './hydration-after-paint.ts';

/** The web's pages rendered on the server (its render module declines any other route). */
const WEB_PATHS = [
  /^\/$/,
  /^\/allypass$/,
  /^\/the-wall$/,
  /^\/mints$/,
  /^\/mints\/[\w-]+$/,
  /^\/games$/,
];
/** The white-label pass: its one page (issue 28 "the white-label pass"). */
const WHITE_LABEL_PATHS = [new RegExp(`^${WHITE_LABEL_PREFIX}$`)];
/** Different pages kept at most (a bound, should more paths be rendered). */
const MAX_ENTRIES = 200;
/** Where index.html leaves the app's root element empty. */
const ROOT_ELEMENT = '<div id="root"></div>';

type RenderModule = {
  renderPage: (parameters: { url: string; host: string; fetch: typeof fetch }) => Promise<{
    html: string;
    payload: string;
    /** Elements for the head, after the app's styles (the white-label season's theme). */
    head?: string;
    /** The document's title, when the page sets its own. */
    title?: string;
  } | null>;
};

type Entry = Encoded & { expiresAt: number };

export type ServerRenderer = {
  /** Sends the page's HTML when it is one rendered here; false when the request goes on as before. */
  serve: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
  clear: () => void;
};

/** The render module next to a web build, or null when the build has none (an older build). */
export async function loadRenderModule(webDist: string): Promise<RenderModule | null> {
  const file = path.join(webDist, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(file) || !existsSync(path.join(webDist, 'index.html'))) return null;
  return (await import(pathToFileURL(file).href)) as RenderModule;
}

export function createServerRenderer({
  app,
  webDist,
  module,
  paths,
  ttlMs,
  now = Date.now,
}: {
  app: FastifyInstance;
  /** The app's browser build (its index.html is the page's template). */
  webDist: string;
  module: RenderModule;
  /** The paths the app renders. */
  paths: readonly RegExp[];
  ttlMs: number;
  now?: () => number;
}): ServerRenderer {
  const template = hydrationAfterPaint(readFileSync(path.join(webDist, 'index.html'), 'utf8'));
  if (!template.includes(ROOT_ELEMENT))
    throw new Error(`${webDist}/index.html has no ${ROOT_ELEMENT}`);
  const entries = new Map<string, Entry>();
  let rendering = false;

  // The render's GraphQL requests, answered in-process as a visitor's (no token, no cookie): the
  // visitor cache answers most of them.
  const inProcessFetch: typeof fetch = async (_input, init) => {
    const headers = Object.fromEntries(new Headers(init?.headers));
    delete headers.authorization;
    delete headers.cookie;
    const response = await app.inject({
      method: 'POST',
      url: GRAPHQL_PATH,
      headers,
      payload: typeof init?.body === 'string' ? init.body : '',
    });
    return new Response(response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };

  const keep = (key: string, html: string): Entry => {
    const entry = {
      ...encoded(Buffer.from(html), {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
      }),
      expiresAt: now() + ttlMs,
    };
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    return entry;
  };

  const render = async (request: FastifyRequest, key: string): Promise<Entry | null> => {
    // One render at a time: a second visitor of an unkept page meanwhile gets the page unrendered.
    if (rendering) return null;
    rendering = true;
    try {
      const page = await module.renderPage({
        url: key,
        host: request.hostname.split(':')[0] ?? '',
        fetch: inProcessFetch,
      });
      if (!page) return null;
      let html = template.replace(ROOT_ELEMENT, `<div id="root">${page.html}</div>${page.payload}`);
      if (page.title)
        html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
      if (page.head) html = html.replace('</head>', `${page.head}</head>`);
      return keep(key, html);
    } catch (error) {
      request.log.warn(
        { err: error, url: key },
        'Server rendering failed; the page goes out unrendered',
      );
      return null;
    } finally {
      rendering = false;
    }
  };

  return {
    async serve(request, reply) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      // A page address with a query goes out unrendered: the HTML is kept per path, and a query the
      // page reads (a deep link, ?lng=) is the browser's to apply.
      if (request.url.includes('?')) return false;
      const key = request.url;
      if (!paths.some((pattern) => pattern.test(key))) return false;
      let entry = entries.get(key);
      if (entry && entry.expiresAt <= now()) {
        entries.delete(key);
        entry = undefined;
      }
      entry ??= (await render(request, key)) ?? undefined;
      if (!entry) return false;
      const sent = encodedAnswer(entry, request.headers['accept-encoding']);
      await reply.headers(sent.headers).send(sent.body);
      return true;
    },
    clear: () => entries.clear(),
  };
}

/** A title as HTML text. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * Renders the public pages of the web build and the white-label pass, for each build that has a render
 * module: a hook before the routes (after the security headers, so the HTML carries them) answers them.
 * Null when neither has one.
 */
export async function registerServerRendering(
  app: FastifyInstance,
  { webDist, whiteLabelDist, ttlMs }: { webDist: string; whiteLabelDist: string; ttlMs: number },
): Promise<Pick<ServerRenderer, 'clear'> | null> {
  const renderers: ServerRenderer[] = [];
  for (const [dist, paths] of [
    [webDist, WEB_PATHS],
    [whiteLabelDist, WHITE_LABEL_PATHS],
  ] as const) {
    const module = await loadRenderModule(dist);
    if (module) renderers.push(createServerRenderer({ app, webDist: dist, module, paths, ttlMs }));
  }
  if (renderers.length === 0) return null;
  registerAfterPaintScript(app);
  // Callback style, so a request that is no page (a GraphQL POST) leaves without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done();
    void (async () => {
      for (const renderer of renderers) if (await renderer.serve(request, reply)) return true;
      return false;
    })().then((served) => {
      if (!served) done();
    }, done);
  });
  return { clear: () => renderers.forEach((renderer) => renderer.clear()) };
}
