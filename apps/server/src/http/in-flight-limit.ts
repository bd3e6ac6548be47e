// The adaptive cap on GraphQL requests answered at once (issue 10 "Overload protection"). A fixed cap
// has to be sized per machine (throughput × the latency to keep); this one finds it: AIMD as in
// Netflix's concurrency-limits (AIMDLimit) — a request answered slower than the target latency cuts
// the limit by 10 %, and one answered in time while the limit is at least half used raises it by one.
// No maintained Node library implements it (they are Java, Go, .NET and Elixir), and it is a few lines.

export type InFlightLimitOptions = {
  /** The highest limit, and the one it starts at. */
  max: number;
  /** The lowest limit: a page's burst of requests always gets through. */
  min: number;
  /** Answers slower than this lower the limit. */
  targetLatencyMs: number;
};

/** Multiplicative decrease on a slow answer (AIMDLimit's default backoff ratio). */
const BACKOFF_RATIO = 0.9;

export function createInFlightLimit({ max, min, targetLatencyMs }: InFlightLimitOptions) {
  const floor = Math.min(min, max);
  let limit = max;
  let inFlight = 0;
  return {
    /** Admits a request (true) or refuses it (false: shed it). */
    tryAcquire(): boolean {
      if (inFlight >= Math.floor(limit)) return false;
      inFlight += 1;
      return true;
    },
    /** An admitted request was answered (or its client went away) after `latencyMs`. */
    release(latencyMs: number): void {
      const usedAtLeastHalf = inFlight * 2 >= limit;
      inFlight -= 1;
      if (latencyMs > targetLatencyMs) limit = Math.max(floor, limit * BACKOFF_RATIO);
      else if (usedAtLeastHalf) limit = Math.min(max, limit + 1);
    },
    /** The current limit (metrics and tests). */
    limit: () => Math.floor(limit),
    inFlight: () => inFlight,
  };
}

export type InFlightLimit = ReturnType<typeof createInFlightLimit>;
