import { useCallback, useState, useSyncExternalStore } from 'react';

/**
 * When the page's HTML was rendered on the server (issue 28), or null. It is the time of the server's
 * render and, in the browser, of every clock while the page hydrates (React reads a store's server
 * snapshot then), so the first render draws the countdowns the HTML holds; right after, the clocks
 * move to the browser's time.
 */
let renderedAt: number | null = null;

/** Set by the server around its render, and by an app's entry before it hydrates a rendered page. */
export function startClocksAt(serverRenderedAt: number | null): void {
  renderedAt = serverRenderedAt;
}

/** One component's clock: the time it read last, moved on every tick while someone listens. */
function createClock() {
  let now = Date.now();
  return {
    read: () => now,
    listen(onTick: () => void, tickMs: number) {
      const timer = setInterval(() => {
        now = Date.now();
        onTick();
      }, tickMs);
      return () => clearInterval(timer);
    },
  };
}

const standStill = () => () => undefined;

/**
 * The current time in epoch ms, refreshed every `tickMs` (spec 1 §9 countdown tick 1 s). With
 * `frozenAt` the clock stands still at that time (stories, tests, a caller that owns the clock).
 */
export function useNow(tickMs: number, frozenAt?: number | null): number {
  const [clock] = useState(createClock);
  const frozen = frozenAt !== undefined && frozenAt !== null;
  const subscribe = useCallback(
    (onTick: () => void) => (frozen ? standStill() : clock.listen(onTick, tickMs)),
    [clock, tickMs, frozen],
  );
  const now = useSyncExternalStore(subscribe, clock.read, () => renderedAt ?? clock.read());
  return frozen ? frozenAt : now;
}

/**
 * When this component first rendered on this visit (epoch ms), fixed for its life: on a
 * server-rendered page, the render's time, so the first render in the browser chooses as the server did.
 */
export function useOpenedAt(): number {
  const [openedAt] = useState(() => renderedAt ?? Date.now());
  return openedAt;
}
