// Issue 28 Build 1: a server-rendered page is hydrated (after the route loads), any other page drawn.
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawPage } from './draw-page.tsx';

function Page({ onClick }: { onClick?: () => void }) {
  return (
    <button type="button" onClick={onClick}>
      BASIC PASS
    </button>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
});

describe('drawing the page', () => {
  it("hydrates the server's HTML in English, once the route has loaded, and marks the page hydrated", async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Page />);
    const serverButton = root.querySelector('button');
    document.body.append(root);
    const onClick = vi.fn();
    const beforeHydrate = vi.fn(async () => {});

    await act(() =>
      drawPage({
        root,
        app: <Page onClick={onClick} />,
        textsReady: Promise.resolve('en'),
        serverRendered: true,
        beforeHydrate,
      }),
    );

    expect(beforeHydrate).toHaveBeenCalledOnce();
    expect(document.documentElement.dataset.hydrated).toBe('true');
    // The server's button itself answers now: hydrated, not drawn anew.
    expect(root.querySelector('button')).toBe(serverButton);
    act(() => serverButton?.click());
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('draws a page that came without HTML, or in another language, without hydrating', async () => {
    for (const [serverRendered, language] of [
      [false, 'en'],
      [true, 'pseudo'],
    ] as const) {
      const root = document.createElement('div');
      document.body.append(root);
      const beforeHydrate = vi.fn(async () => {});
      await act(() =>
        drawPage({
          root,
          app: <Page />,
          textsReady: Promise.resolve(language),
          serverRendered,
          beforeHydrate,
        }),
      );
      expect(root.textContent).toBe('BASIC PASS');
      expect(beforeHydrate).not.toHaveBeenCalled();
      expect(document.documentElement.dataset.hydrated).toBeUndefined();
    }
  });
});
