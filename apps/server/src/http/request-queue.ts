// A hot moment is queued, not refused (issue 26 "What to build" 2). A GraphQL request that finds every
// slot of the in-flight cap (in-flight-limit.ts) taken waits for one, in arrival order, up to maxWaitMs,
// and is shed only past that: 1,000 players reserving one collection at once are answered, not told
// "We are over capacity". While a pressure signal holds the queue (the event loop lags, queries queue for
// a database connection), nobody leaves it for a slot: the work in flight finishes first.
//
// A queue that stands (standing-queue.ts: a connection pool at the server's size, or a load past what
// the queue holds) absorbs nothing and only delays every answer (bench/overload-shedding.ts: admitted
// p99 under 250 ms at 4× the sustainable rate). It puts the server over capacity: the waiting requests
// are shed, and a request that finds no free slot is shed at once (issue 10 "Overload protection"),
// until OVER_CAPACITY_QUIET_MS go by without a request shed.
import { realClock, type Clock } from './clock.ts';
import type { InFlightLimit } from './in-flight-limit.ts';
import { stands, STANDING_WINDOWS, type QueueWindow } from './standing-queue.ts';

/** How long a window of queue traffic is. */
export const QUEUE_WINDOW_MS = 50;
/** Over capacity, the server sheds at once until this long goes by without a request shed. */
export const OVER_CAPACITY_QUIET_MS = 500;

/** How a request left the queue: with a slot, shed, or because its client went away. */
export type QueueOutcome = 'admitted' | 'waited-too-long' | 'over-capacity' | 'left';

export type QueueTicket = {
  /** Settles once the request has a slot, is shed or has left. */
  outcome: Promise<QueueOutcome>;
  /** The client went away: the request leaves the queue (nothing if it already left it). */
  leave: () => void;
  /** The outcome when it was decided on entry (a free slot, or no room to wait), for a caller that acts at once. */
  decided?: QueueOutcome;
};

export type RequestQueueOptions = {
  limit: InFlightLimit;
  /** The longest a request waits for a slot; 0: no queue, a request without a slot is shed at once. */
  maxWaitMs: number;
  /**
   * The cap's latency target: a queue that neither fills nor drains stands once its oldest request has
   * waited longer than this and than the answers themselves take (the cap's median): a shorter wait
   * adds less than the answer's own time.
   */
  targetLatencyMs: number;
  /** True while a pressure signal holds the queue. */
  held?: () => boolean;
  /** How soon a held queue looks again. */
  recheckMs?: number;
  clock?: Clock;
};

type Waiter = { arrivedAt: number; settle: (outcome: QueueOutcome) => void };

export function createRequestQueue({
  limit,
  maxWaitMs,
  targetLatencyMs,
  held = () => false,
  recheckMs = 100,
  clock = realClock,
}: RequestQueueOptions) {
  /** A Set keeps insertion order: its first waiter is the one that arrived first. */
  const waiters = new Set<Waiter>();
  let overCapacity = false;
  let lastShedAt = -Infinity;
  const newWindow = (start: number, emptied: boolean): QueueWindow => ({
    start,
    arrivals: 0,
    departures: 0,
    timedOut: 0,
    shed: 0,
    emptied,
  });
  /** The window now, after the ones before it. */
  let windows = [newWindow(clock.now(), true)];
  const current = () => windows.at(-1)!;
  /** The timer of the oldest waiter's deadline, and the one of a held queue's next look. */
  let deadline: { waiter: Waiter; cancel: () => void } | null = null;
  let cancelRecheck: (() => void) | null = null;

  const head = (): Waiter | undefined => waiters.values().next().value;

  function remove(waiter: Waiter, outcome: QueueOutcome) {
    waiters.delete(waiter);
    const window = current();
    if (waiters.size === 0) window.emptied = true;
    if (outcome !== 'left') window.departures += 1;
    if (outcome === 'waited-too-long') window.timedOut += 1;
    if (outcome !== 'admitted' && outcome !== 'left') noteShed();
    waiter.settle(outcome);
  }

  function noteShed() {
    current().shed += 1;
    lastShedAt = clock.now();
  }

  function shedWaiting() {
    for (const waiter of [...waiters]) remove(waiter, 'over-capacity');
  }

  function closeWindowIfDue() {
    const now = clock.now();
    if (now - current().start < QUEUE_WINDOW_MS) return;
    const oldest = head();
    const stood = stands(windows, {
      now,
      waiting: waiters.size,
      oldestWaitMs: oldest ? now - oldest.arrivedAt : 0,
      standingWaitMs: Math.max(targetLatencyMs, limit.medianLatencyMs()),
      maxWaitMs,
    });
    if (overCapacity && now - lastShedAt >= OVER_CAPACITY_QUIET_MS) overCapacity = false;
    else if (stood) overCapacity = true;
    // The closed windows the next judgment needs, then a new one.
    windows = [...windows.slice(1 - STANDING_WINDOWS), newWindow(now, waiters.size === 0)];
    if (overCapacity) shedWaiting();
  }

  /** Hands free slots to the waiters in arrival order, then sets the timers the queue needs. */
  function pump() {
    closeWindowIfDue();
    for (let next = head(); next && !held() && limit.tryAcquire(); next = head())
      remove(next, 'admitted');
    armTimers();
  }

  function armTimers() {
    const oldest = head();
    if (deadline?.waiter !== oldest) {
      deadline?.cancel();
      deadline = oldest
        ? {
            waiter: oldest,
            cancel: clock.after(oldest.arrivedAt + maxWaitMs - clock.now(), onDeadline),
          }
        : null;
    }
    if (oldest && held()) {
      cancelRecheck ??= clock.after(recheckMs, () => {
        cancelRecheck = null;
        pump();
      });
    } else {
      cancelRecheck?.();
      cancelRecheck = null;
    }
  }

  function onDeadline() {
    deadline = null;
    const now = clock.now();
    for (let oldest = head(); oldest && now - oldest.arrivedAt >= maxWaitMs; oldest = head())
      remove(oldest, 'waited-too-long');
    pump();
  }

  return {
    /** A request asks for a slot: it gets one now, waits in the queue, or is shed at once. */
    enter(): QueueTicket {
      closeWindowIfDue();
      if (waiters.size === 0 && !held() && limit.tryAcquire())
        return { outcome: Promise.resolve('admitted'), leave: () => {}, decided: 'admitted' };
      if (overCapacity || maxWaitMs === 0) {
        noteShed();
        return {
          outcome: Promise.resolve('over-capacity'),
          leave: () => {},
          decided: 'over-capacity',
        };
      }
      let settle!: (outcome: QueueOutcome) => void;
      const outcome = new Promise<QueueOutcome>((resolve) => (settle = resolve));
      const waiter: Waiter = { arrivedAt: clock.now(), settle };
      waiters.add(waiter);
      current().arrivals += 1;
      if (waiters.size === 1) armTimers();
      return {
        outcome,
        leave: () => {
          if (!waiters.has(waiter)) return;
          remove(waiter, 'left');
          armTimers();
        },
      };
    },
    /** An admitted request was answered (or its client went away) after `latencyMs` in its slot. */
    done(latencyMs: number): void {
      limit.release(latencyMs);
      pump();
    },
    /** A held queue looks again now (a pressure signal went off). */
    pump,
    /** Sheds every waiting request (the server is closing). */
    shedWaiting(): void {
      shedWaiting();
      armTimers();
    },
    waiting: () => waiters.size,
    /** Requests holding a slot now. */
    inFlight: () => limit.inFlight(),
    overCapacity: () => overCapacity,
  };
}

export type RequestQueue = ReturnType<typeof createRequestQueue>;
