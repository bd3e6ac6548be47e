// The time the load-shedding parts read and the timers they set; tests pass a clock they move by hand
// (request-queue.test.ts), so no test waits for real time.

export type Clock = {
  /** Milliseconds on a monotonic clock. */
  now: () => number;
  /** Calls `callback` once, `ms` from now; answers a function that cancels the call. */
  after: (ms: number, callback: () => void) => () => void;
};

export const realClock: Clock = {
  now: () => performance.now(),
  after(ms, callback) {
    const timer = setTimeout(callback, ms);
    return () => clearTimeout(timer);
  },
};
