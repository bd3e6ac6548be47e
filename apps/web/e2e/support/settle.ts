// A page has settled when it has rendered its last answer without asking for more (issue 25: a signal
// from the page, not a quiet interval of time). The walks over every route (pseudo-locale.spec.ts,
// no-placeholders.spec.ts) judge a page once it has, so no query answering mid-check changes what
// they read: a text arriving late, or a button turning enabled while axe measures its colours.
import { expect, type Page } from '@playwright/test';

/**
 * The page's requests in flight (queries, lazy chunks, images). Live updates travel over a WebSocket
 * (issue 26), which Playwright reports as a socket, not as a request, so a signed-in page settles too.
 */
export function trackRequests(page: Page) {
  let inFlight = 0;
  let started = 0;
  page.on('request', () => {
    inFlight += 1;
    started += 1;
  });
  const done = () => (inFlight -= 1);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    /**
     * Resolves once the page has rendered what its last answer brought without asking for more: no
     * request in flight, then two animation frames of the page (React commits the answer's render and
     * runs its effects, which start any query that depended on it) and none started meanwhile. The
     * signal is the page's own rendering, not a quiet interval of time.
     */
    settled: async (path: string) => {
      await expect
        .poll(
          async () => {
            if (inFlight > 0) return false;
            const before = started;
            await page.evaluate(
              () =>
                new Promise<void>((resolve) =>
                  requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
                ),
            );
            return inFlight === 0 && started === before;
          },
          { message: `${path}: requests settle`, timeout: 15_000 },
        )
        .toBe(true);
    },
  };
}
