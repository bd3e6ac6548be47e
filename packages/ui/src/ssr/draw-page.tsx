// How both apps put their page on screen (their main.tsx): issue 28 Build 1 (hydrate the server's HTML)
// and issue 26 (never a blank page).
import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { reloadOnceForFailedImport } from '../recovery/reload-once.ts';
import { Hydrated } from './hydrated.tsx';

export type DrawPageParameters = {
  root: HTMLElement;
  app: ReactNode;
  /** The language the texts start in (startTexts); its script failing to load reloads the page once. */
  textsReady: Promise<string>;
  /** Whether the page arrived server-rendered (readServerRendered found its payload). */
  serverRendered: boolean;
  /** Runs before hydration: the router loads the route from the hydrated query cache. */
  beforeHydrate: () => Promise<void>;
};

/**
 * Renders the app into `root`, or hydrates the server's HTML there. The server renders in English: a
 * page in another language is drawn anew. If the texts fail to load, the page reloads once, else shows
 * in English.
 */
export function drawPage({
  root,
  app,
  textsReady,
  serverRendered,
  beforeHydrate,
}: DrawPageParameters): Promise<void> {
  return textsReady
    .catch((error: unknown) => {
      void reloadOnceForFailedImport(error);
      return null;
    })
    .then(async (language) => {
      if (!serverRendered || language !== 'en') return void createRoot(root).render(app);
      await beforeHydrate();
      // Hydration as a transition: React hydrates in slices and gives the main thread back between
      // them, so no long task holds a tap (issue 28: total blocking time on a phone), as Next.js does.
      startTransition(() => {
        hydrateRoot(root, <Hydrated>{app}</Hydrated>);
      });
    });
}
