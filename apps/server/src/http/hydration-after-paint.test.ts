// Issue 28: a server-rendered page asks for its scripts once its HTML has painted.
import { runInNewContext } from 'node:vm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  AFTER_PAINT_SCRIPT_PATH,
  hydrationAfterPaint,
  registerAfterPaintScript,
} from './hydration-after-paint.ts';

// The head of a Vite build's index.html.
const BUILT = `<head>
    <title>Battle Pass</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-B2.js">
    <link rel="modulepreload" crossorigin href="/assets/query-C3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D4.css">
  </head><body><div id="root"></div></body>`;

describe('hydration after the first paint', () => {
  it('replaces the entry script and module preloads with the loader, keeping the stylesheet', () => {
    const html = hydrationAfterPaint(BUILT);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      `<script defer src="${AFTER_PAINT_SCRIPT_PATH}" data-entry="/assets/index-A1.js" data-preloads="/assets/runtime-B2.js /assets/query-C3.js"></script>`,
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D4.css">');
  });

  it('leaves a page without a module entry as it is', () => {
    const plain = '<html><head><script src="/a.js"></script></head></html>';
    expect(hydrationAfterPaint(plain)).toBe(plain);
  });

  it('serves the loader, which after the first frame evaluates the chunks one per task, then the entry, once', async () => {
    const { added, imported, runFramesAndTimers } = await runLoader();
    expect(added).toEqual([]);
    await runFramesAndTimers();
    expect(imported).toEqual(['/assets/runtime-B2.js', '/assets/q.js']);
    expect(added).toEqual([
      {
        tag: 'link',
        rel: 'modulepreload',
        crossOrigin: 'anonymous',
        href: '/assets/runtime-B2.js',
      },
      { tag: 'link', rel: 'modulepreload', crossOrigin: 'anonymous', href: '/assets/q.js' },
      { tag: 'script', type: 'module', crossOrigin: 'anonymous', src: '/assets/index-A1.js' },
    ]);
  });

  it("makes the page language's first Intl formatters in a task of its own, before the chunks", async () => {
    const { added, formatters, runFramesAndTimers } = await runLoader();
    await runFramesAndTimers();
    expect(formatters).toEqual([
      { kind: 'NumberFormat', lang: 'es', addedBefore: 0 },
      { kind: 'PluralRules', lang: 'es', addedBefore: 0 },
      { kind: 'DateTimeFormat', lang: 'es', addedBefore: 0 },
    ]);
    expect(added).toHaveLength(3);
  });

  it('leaves the rest to the entry script when a chunk fails to import', async () => {
    const { added, imported, runFramesAndTimers } = await runLoader({
      failing: '/assets/runtime-B2.js',
    });
    await runFramesAndTimers();
    expect(imported).toEqual(['/assets/runtime-B2.js']);
    expect(added.at(-1)).toEqual({
      tag: 'script',
      type: 'module',
      crossOrigin: 'anonymous',
      src: '/assets/index-A1.js',
    });
  });
});

/**
 * The served loader in a document as small as it needs: its frames and timers run when the test says
 * so, and its dynamic imports are recorded (Node's vm runs no import() without a flag, so the test
 * gives the loader's one import call a recorder instead).
 */
async function runLoader({ failing }: { failing?: string } = {}) {
  const app = Fastify();
  registerAfterPaintScript(app);
  const response = await app.inject({ url: AFTER_PAINT_SCRIPT_PATH });
  await app.close();
  expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
  expect(response.body).toContain('await import(href)');

  const added: Array<Record<string, string>> = [];
  const imported: string[] = [];
  const formatters: Array<{ kind: string; lang: string; addedBefore: number }> = [];
  // Records each formatter the loader makes, with how many elements it had added by then.
  const formatter = (kind: string) =>
    function (lang: string) {
      formatters.push({ kind, lang, addedBefore: added.length });
      return { format: () => '', select: () => 'other' };
    };
  const frames: Array<() => void> = [];
  let timers: Array<() => void> = [];
  runInNewContext(response.body.replace('await import(href)', 'await importChunk(href)'), {
    Intl: {
      NumberFormat: formatter('NumberFormat'),
      PluralRules: formatter('PluralRules'),
      DateTimeFormat: formatter('DateTimeFormat'),
    },
    document: {
      documentElement: { lang: 'es' },
      currentScript: {
        dataset: { entry: '/assets/index-A1.js', preloads: '/assets/runtime-B2.js /assets/q.js' },
      },
      createElement: (tag: string) => ({ tag }),
      head: { append: (element: Record<string, string>) => added.push(element) },
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
    importChunk: async (href: string) => {
      imported.push(href);
      if (href === failing) throw new Error(`${href} did not load`);
      return {};
    },
  });
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  const runFramesAndTimers = async () => {
    frames.splice(0).forEach((frame) => frame());
    // The loader's own turns (one task per chunk) and the hidden-tab timer, until none is left.
    for (let turn = 0; turn < 20 && timers.length > 0; turn += 1) {
      const due = timers;
      timers = [];
      due.forEach((timer) => timer());
      await settle();
    }
  };
  return { added, imported, formatters, runFramesAndTimers };
}
