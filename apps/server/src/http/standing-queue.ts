// When the GraphQL queue stands (issue 26 "A hot moment is queued, not refused"; request-queue.ts). A
// queue is good while it absorbs a moment: it fills, then drains. It stands (CoDel's "standing queue",
// Nichols & Jacobson 2012) when requests arrive about as fast as they leave while the oldest has waited
// longer than the cap's latency target and than an answer itself takes: waiting then absorbs nothing and
// adds more than the answer's own time to every answer. Two loads do that, and a hot moment's backlog
// must not pass for either:
// - a pool of connections at the server's size (a load balancer's, bench/overload-shedding.ts), each
//   answer bringing the next request: it keeps a pool's worth waiting, which drains within a fraction
//   of the bound. A crowd's backlog holds more (1,000 players reserving one drop: seconds of work), and
//   its stragglers arriving as fast as it drains for a moment is chance, not a loop;
// - a load past what the queue holds: requests leave it by timing out as fast as new ones come.
// Judged on STANDING_WINDOWS windows together, with enough requests leaving to tell: a few requests
// more or less in one window do not decide. The price: the first 0.2–0.3 s of a pool's surge wait in the
// queue as a moment's would, before the queue is known to stand (bench/overload-shedding.ts, 2 cores).

/** What one window of the queue saw. */
export type QueueWindow = {
  start: number;
  /** Requests that entered the queue. */
  arrivals: number;
  /** Requests that left it for a slot or shed (not those whose client went away). */
  departures: number;
  /** Of the departures, those shed for having waited the whole bound. */
  timedOut: number;
  /** Requests shed, in the queue or at once. */
  shed: number;
  /** Whether the queue was empty at some moment of the window. */
  emptied: boolean;
};

/** The windows judged together. */
export const STANDING_WINDOWS = 2;
/** Fewer departures than this in the windows judged tell nothing either way. */
const MIN_DEPARTURES = 8;
/**
 * Arrivals within these fractions of the departures: the queue neither fills nor drains. A pool's
 * requests follow its answers one for one; stragglers of a crowd come faster or slower than that.
 */
const STANDING_LOW = 0.85;
const STANDING_HIGH = 1.15;
/** A pool's worth drains within this fraction of the bound; a crowd's backlog takes longer. */
const POOL_DRAIN_SHARE = 0.5;

export type QueueNow = {
  now: number;
  waiting: number;
  /** How long the oldest waiting request has waited. */
  oldestWaitMs: number;
  /** The wait past which a flat queue stands. */
  standingWaitMs: number;
  maxWaitMs: number;
};

/** Whether the queue stood through these windows (the newest last). */
export function stands(span: readonly QueueWindow[], queue: QueueNow): boolean {
  // Requests came and left in every window: a moment's last arrivals in one window and its first
  // departures in the next would add up to a flat pair.
  if (
    span.length < STANDING_WINDOWS ||
    span.some((window) => window.emptied || window.departures === 0 || window.arrivals === 0)
  )
    return false;
  const sum = (count: (window: QueueWindow) => number) =>
    span.reduce((total, window) => total + count(window), 0);
  const departures = sum((window) => window.departures);
  const arrivals = sum((window) => window.arrivals);
  if (departures < MIN_DEPARTURES || queue.oldestWaitMs <= queue.standingWaitMs) return false;
  if (arrivals < departures * STANDING_LOW || arrivals > departures * STANDING_HIGH) return false;
  if (sum((window) => window.timedOut) > 0) return true;
  const drainMs = (queue.waiting * (queue.now - span[0]!.start)) / departures;
  return drainMs <= queue.maxWaitMs * POOL_DRAIN_SHARE;
}
