// When the queue stands (standing-queue.ts; issue 26): arrivals matching departures while the oldest
// waits past the target, with a pool's worth waiting or requests timing out; not a hot moment's backlog,
// a filling or draining queue, a short wait, or too few requests to tell.
import { describe, expect, it } from 'vitest';
import { stands, type QueueWindow } from './standing-queue.ts';

const window = (start: number, counts: Partial<QueueWindow> = {}): QueueWindow => ({
  start,
  arrivals: 10,
  departures: 10,
  timedOut: 0,
  shed: 0,
  emptied: false,
  ...counts,
});
/** 40 waiting, the oldest for 200 ms, two windows of 50 ms: 20 left in 100 ms, so 200 ms to drain. */
const pool = { now: 100, waiting: 40, oldestWaitMs: 200, standingWaitMs: 50, maxWaitMs: 2000 };

describe('a standing queue', () => {
  it('is a pool at the server size: as many arrive as leave, a pool’s worth waits past the target', () => {
    expect(stands([window(0), window(50)], pool)).toBe(true);
  });

  it('needs every window judged: one window, or one in which the queue was empty, tells nothing', () => {
    expect(stands([window(50)], pool)).toBe(false);
    expect(stands([window(0, { emptied: true }), window(50)], pool)).toBe(false);
  });

  it("is not a moment's last arrivals followed by its first departures", () => {
    const last = window(0, { arrivals: 11, departures: 0 });
    expect(stands([last, window(50, { arrivals: 0, departures: 10 })], pool)).toBe(false);
    const ending = window(0, { arrivals: 17, departures: 7 });
    expect(stands([ending, window(50, { arrivals: 0, departures: 10 })], pool)).toBe(false);
  });

  it('is not a queue that fills or drains, even slowly (stragglers a third faster or slower)', () => {
    expect(stands([window(0, { arrivals: 30 }), window(50, { arrivals: 30 })], pool)).toBe(false);
    expect(stands([window(0, { arrivals: 2 }), window(50, { arrivals: 4 })], pool)).toBe(false);
    expect(stands([window(0, { arrivals: 13 }), window(50, { arrivals: 13 })], pool)).toBe(false);
    expect(stands([window(0, { arrivals: 7 }), window(50, { arrivals: 7 })], pool)).toBe(false);
    expect(stands([window(0, { arrivals: 11 }), window(50, { arrivals: 10 })], pool)).toBe(true);
  });

  it('is not a wait under the target, nor a few requests', () => {
    expect(stands([window(0), window(50)], { ...pool, oldestWaitMs: 40 })).toBe(false);
    const few = { arrivals: 3, departures: 3 };
    expect(stands([window(0, few), window(50, few)], pool)).toBe(false);
  });

  it("is not a crowd's backlog (more than half the bound to drain) whose stragglers match its pace", () => {
    expect(stands([window(0), window(50)], { ...pool, waiting: 300 })).toBe(false);
  });

  it('is a load past what the queue holds: requests time out as fast as new ones come', () => {
    const timingOut = { timedOut: 10 };
    expect(stands([window(0, timingOut), window(50, timingOut)], { ...pool, waiting: 300 })).toBe(
      true,
    );
  });
});
