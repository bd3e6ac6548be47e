// The adaptive cap on GraphQL requests answered at once (issue 10 "Overload protection"). A fixed cap
// has to be sized per machine (throughput × the latency to keep); this one finds it. Like TCP's
// congestion window it is adjusted once per round, here a window of WINDOW_MS of answers, and only when
// the window used at least half of it (a slow answer among few in flight is not the cap's doing):
// - the window's median latency over the target scales the cap by target / median (Little's law: at
//   the same throughput, fewer in flight wait less), at most halving it;
// - in time, the cap grows by a tenth (at least one), so it finds the machine's size in a few dozen
//   windows (8 to 64 in about two seconds) without overshooting by much;
// - a window that used less than half of the cap brings it down towards twice what it used, so a surge
//   after a calm spell is admitted by the calm spell's cap, not by the ceiling.
// The median, not each answer, decides: a collection pause that slows a few answers does not shed a
// load the server keeps up with. Netflix's concurrency-limits (Java, Go) has the family of such limits;
// no maintained Node library does, and it is a few lines.

export type InFlightLimitOptions = {
  /** The highest limit, and the one it starts at. */
  max: number;
  /** The lowest limit: a page's burst of requests always gets through. */
  min: number;
  /** The median latency to keep under. */
  targetLatencyMs: number;
  /** The clock (tests). */
  now?: () => number;
};

/** How long a window of answers is. */
export const WINDOW_MS = 100;
/** Growth per window in time. */
const GROWTH = 0.1;
/** Most the cap falls in one window. */
const LARGEST_CUT = 0.5;
/** How fast an unused cap comes down towards twice its use. */
const UNUSED_DECAY = 0.9;

export function createInFlightLimit({
  max,
  min,
  targetLatencyMs,
  now = () => performance.now(),
}: InFlightLimitOptions) {
  const floor = Math.min(min, max);
  let limit = max;
  let inFlight = 0;
  let windowStart = now();
  let windowPeak = 0;
  let latencies: number[] = [];
  /** The median answer of the last window (0 before the first). */
  let lastMedian = 0;

  function closeWindow() {
    const used = windowPeak * 2 >= limit;
    latencies.sort((a, b) => a - b);
    const median = latencies[Math.floor(latencies.length / 2)] ?? lastMedian;
    lastMedian = median;
    if (used) {
      limit =
        median > targetLatencyMs
          ? limit * Math.max(LARGEST_CUT, targetLatencyMs / median)
          : limit + Math.max(1, limit * GROWTH);
    } else {
      limit = Math.max(limit * UNUSED_DECAY, windowPeak * 2);
    }
    limit = Math.min(max, Math.max(floor, limit));
    latencies = [];
    windowPeak = inFlight;
    windowStart = now();
  }

  return {
    /** Admits a request (true) or refuses it (false: shed it). */
    tryAcquire(): boolean {
      if (inFlight >= Math.floor(limit)) return false;
      inFlight += 1;
      windowPeak = Math.max(windowPeak, inFlight);
      return true;
    },
    /** An admitted request was answered (or its client went away) after `latencyMs`. */
    release(latencyMs: number): void {
      inFlight -= 1;
      latencies.push(latencyMs);
      if (now() - windowStart >= WINDOW_MS) closeWindow();
    },
    /** The current limit (metrics and tests). */
    limit: () => Math.floor(limit),
    /** How long the median answer of the last window took, from its slot to its end. */
    medianLatencyMs: () => lastMedian,
    inFlight: () => inFlight,
  };
}

export type InFlightLimit = ReturnType<typeof createInFlightLimit>;
