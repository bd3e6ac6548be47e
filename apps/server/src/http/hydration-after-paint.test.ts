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

  it('serves the loader, which adds the preloads and the entry after the first frame, once', async () => {
    const app = Fastify();
    registerAfterPaintScript(app);
    const response = await app.inject({ url: AFTER_PAINT_SCRIPT_PATH });
    await app.close();
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');

    // A document as small as the loader needs: its frames and timers run when the test says so.
    const added: Array<Record<string, string>> = [];
    const frames: Array<() => void> = [];
    const timers: Array<() => void> = [];
    runInNewContext(response.body, {
      document: {
        currentScript: {
          dataset: { entry: '/assets/index-A1.js', preloads: '/assets/runtime-B2.js /assets/q.js' },
        },
        createElement: (tag: string) => ({ tag }),
        head: { append: (element: Record<string, string>) => added.push(element) },
      },
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => timers.push(callback),
    });
    expect(added).toEqual([]);
    frames.forEach((frame) => frame());
    timers.forEach((timer) => timer());
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
});
