// Issue 28 (a phone paints the battle pass in 1.5 s): a server-rendered page's HTML is its first view,
// and its scripts only hydrate it. Left in the head, they download beside the stylesheet and, on a slow
// phone, run (hydrating the whole page) before the browser has painted anything, so the first paint
// waits for them. In a server-rendered page they are therefore asked for once the HTML has painted: a
// small classic script (served here; the Content-Security-Policy allows no inline script) adds the
// build's module preloads and entry script after the first frame, or after a short while in a tab that
// paints no frame (a background tab). The plain index.html, whose scripts draw the page, is unchanged.
import type { FastifyInstance } from 'fastify';

export const AFTER_PAINT_SCRIPT_PATH = '/hydrate-after-paint.js';
/** A tab that paints no frame (hidden) starts its scripts after this long anyway. */
const HIDDEN_TAB_START_MS = 250;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

// The modules are then evaluated one chunk per task, in the build's order (the entry's imports first,
// the entry last), with the main thread given back between them: evaluated by the entry script alone,
// the whole graph ran in one long task that held a phone's taps (issue 28: total blocking time). A chunk
// that fails to import leaves the rest to the entry script, whose own recovery reloads once.
// Before them, the page's first Intl formatters are made in a task of their own: the first one loads the
// locale's data from ICU (about 40 ms on the emulated phone), which otherwise lands inside one
// component's render during hydration, where React cannot yield.
const script = `(() => {
  const own = document.currentScript;
  const preloads = own.dataset.preloads.split(' ').filter(Boolean);
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  const appendEntry = () => {
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = 'anonymous';
    entry.src = own.dataset.entry;
    document.head.append(entry);
  };
  const warmIntl = () => {
    try {
      const lang = document.documentElement.lang || undefined;
      new Intl.NumberFormat(lang).format(1);
      new Intl.PluralRules(lang).select(1);
      new Intl.DateTimeFormat(lang).format(0);
    } catch {
      // An unknown language tag or no Intl: the page's own formatting meets it and reports it.
    }
  };
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    warmIntl();
    await nextTask();
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = 'anonymous';
      link.href = href;
      document.head.append(link);
    }
    try {
      for (const href of preloads) {
        await import(href);
        await nextTask();
      }
    } catch {
      // The entry script imports the same chunks and, when one is missing, recovers (reloads once).
    }
    appendEntry();
  };
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, ${HIDDEN_TAB_START_MS});
})();
`;

/**
 * The build's index.html with its entry script and module preloads replaced by the after-paint loader;
 * unchanged when the build names no module entry (nothing to defer).
 */
export function hydrationAfterPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const loader = `<script defer src="${AFTER_PAINT_SCRIPT_PATH}" data-entry="${entry}" data-preloads="${preloads.join(' ')}"></script>\n    `;
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, loader);
}

export function registerAfterPaintScript(app: FastifyInstance): void {
  app.get(AFTER_PAINT_SCRIPT_PATH, (_request, reply) =>
    reply
      .headers({
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'public, max-age=300',
      })
      .send(script),
  );
}
