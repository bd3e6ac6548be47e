// The queue in front of the in-flight cap (issue 26 "What to build" 2), on a clock the test moves: a
// request waits for a slot in arrival order and is shed only past the bound; a client that goes away
// leaves; a pressure signal holds the queue; a burst that drains is served whole, while a queue that
// stands (a connection pool at the server's size) puts the server over capacity.
import { describe, expect, it } from 'vitest';
import type { Clock } from './clock.ts';
import { createInFlightLimit } from './in-flight-limit.ts';
import {
  createRequestQueue,
  OVER_CAPACITY_QUIET_MS,
  QUEUE_WINDOW_MS,
  type QueueOutcome,
  type QueueTicket,
} from './request-queue.ts';
import { STANDING_WINDOWS } from './standing-queue.ts';

/** A clock whose time moves only by `advance`, running the timers that come due on the way. */
function manualClock() {
  let time = 0;
  let timers: { at: number; callback: () => void }[] = [];
  const clock: Clock = {
    now: () => time,
    after(ms, callback) {
      const timer = { at: time + Math.max(0, ms), callback };
      timers.push(timer);
      return () => (timers = timers.filter((other) => other !== timer));
    },
  };
  function advance(ms: number) {
    const end = time + ms;
    for (;;) {
      const due = timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers = timers.filter((timer) => timer !== due);
      time = due.at;
      due.callback();
    }
    time = end;
  }
  return { clock, advance };
}

/** Outcomes as they settle (promise callbacks run on the microtask queue). */
async function settled(tickets: QueueTicket[]) {
  const outcomes: (QueueOutcome | 'waiting')[] = tickets.map(() => 'waiting');
  tickets.forEach((ticket, index) => void ticket.outcome.then((out) => (outcomes[index] = out)));
  await Promise.resolve();
  await Promise.resolve();
  return outcomes;
}

function queueOf({
  slots,
  maxWaitMs = 2000,
  held = () => false,
}: {
  slots: number;
  maxWaitMs?: number;
  held?: () => boolean;
}) {
  const { clock, advance } = manualClock();
  // A fixed cap (min = max) keeps the slots counted here; its adaptation is in-flight-limit.test.ts.
  const limit = createInFlightLimit({
    max: slots,
    min: slots,
    targetLatencyMs: 50,
    now: clock.now,
  });
  const queue = createRequestQueue({ limit, maxWaitMs, targetLatencyMs: 50, held, clock });
  return { queue, limit, advance };
}

describe('the request queue', () => {
  it('admits up to the cap at once, then hands each freed slot to the oldest waiter', async () => {
    const { queue, advance } = queueOf({ slots: 2 });
    const tickets = Array.from({ length: 5 }, () => queue.enter());
    expect(await settled(tickets)).toEqual([
      'admitted',
      'admitted',
      'waiting',
      'waiting',
      'waiting',
    ]);
    expect(queue.waiting()).toBe(3);
    advance(30);
    queue.done(30);
    expect(await settled(tickets)).toEqual([
      'admitted',
      'admitted',
      'admitted',
      'waiting',
      'waiting',
    ]);
    queue.done(30);
    queue.done(30);
    expect(await settled(tickets)).toEqual(Array(5).fill('admitted'));
    expect(queue.waiting()).toBe(0);
  });

  it('a request that arrives while others wait queues behind them, even if a slot is free', async () => {
    const { queue, limit } = queueOf({ slots: 1 });
    const first = queue.enter();
    const second = queue.enter();
    limit.release(10); // a slot frees without the queue hearing of it
    const third = queue.enter();
    expect(await settled([first, second, third])).toEqual(['admitted', 'waiting', 'waiting']);
    queue.pump();
    expect(await settled([second, third])).toEqual(['admitted', 'waiting']);
  });

  it('sheds a request only once it has waited the whole bound', async () => {
    const { queue, advance } = queueOf({ slots: 1, maxWaitMs: 2000 });
    const tickets = [queue.enter(), queue.enter()];
    advance(1999);
    expect(await settled(tickets)).toEqual(['admitted', 'waiting']);
    advance(1);
    expect(await settled(tickets)).toEqual(['admitted', 'waited-too-long']);
    expect(queue.waiting()).toBe(0);
  });

  it('with a bound of 0 sheds a request that finds no slot at once', async () => {
    const { queue } = queueOf({ slots: 1, maxWaitMs: 0 });
    expect(await settled([queue.enter(), queue.enter()])).toEqual(['admitted', 'over-capacity']);
  });

  it('a request whose client went away leaves the queue; the slot goes to the next one', async () => {
    const { queue } = queueOf({ slots: 1 });
    const tickets = [queue.enter(), queue.enter(), queue.enter()];
    tickets[1]!.leave();
    expect(queue.waiting()).toBe(1);
    queue.done(20);
    expect(await settled(tickets)).toEqual(['admitted', 'left', 'admitted']);
    tickets[1]!.leave();
    expect(queue.waiting()).toBe(0);
  });

  it('holds the queue while a pressure signal is on, and admits once it is off', async () => {
    let pressure = true;
    const { queue, advance } = queueOf({ slots: 4, held: () => pressure });
    const tickets = [queue.enter(), queue.enter()];
    advance(500);
    expect(await settled(tickets)).toEqual(['waiting', 'waiting']);
    pressure = false;
    advance(100); // the held queue looks again
    expect(await settled(tickets)).toEqual(['admitted', 'admitted']);
  });

  it('serves a burst of 1,000 whole when the queue drains within the bound', async () => {
    const { queue, advance } = queueOf({ slots: 20 });
    const tickets = Array.from({ length: 1000 }, () => queue.enter());
    // 20 answered every 40 ms: 500 answers/s, the last one after 2 s less a step.
    for (let step = 0; step < 49; step += 1) {
      advance(40);
      for (let i = 0; i < 20; i += 1) queue.done(40);
    }
    const outcomes = await settled(tickets);
    expect(outcomes.filter((outcome) => outcome === 'admitted')).toHaveLength(1000);
    expect(queue.overCapacity()).toBe(false);
  });

  it('past the bound sheds the request that waited it, not the ones that arrived after it', async () => {
    const { queue, advance } = queueOf({ slots: 1 });
    const tickets = [queue.enter(), queue.enter()];
    advance(1000);
    tickets.push(queue.enter());
    advance(1000);
    expect(await settled(tickets)).toEqual(['admitted', 'waited-too-long', 'waiting']);
    queue.done(2000);
    expect(await settled(tickets)).toEqual(['admitted', 'waited-too-long', 'admitted']);
    expect(queue.overCapacity()).toBe(false);
  });

  it('a load past what the queue holds stands too: requests time out as fast as new ones come', async () => {
    const { queue, advance } = queueOf({ slots: 2, maxWaitMs: 200 });
    const tickets: QueueTicket[] = [];
    // Slots never free; 4 requests every 10 ms, each shed after 200 ms of waiting.
    for (let ms = 0; ms < 2000 && !queue.overCapacity(); ms += 10) {
      for (let i = 0; i < 4; i += 1) tickets.push(queue.enter());
      advance(10);
    }
    expect(queue.overCapacity()).toBe(true);
    // Over capacity after the bound plus the standing windows, not after waiting on and on.
    expect(tickets.length).toBeLessThanOrEqual(
      (4 * (200 + (STANDING_WINDOWS + 2) * QUEUE_WINDOW_MS)) / 10,
    );
    expect(await settled(tickets)).not.toContain('waiting');
  });

  it('a queue that stands (each answer brings the next request) puts the server over capacity', async () => {
    const { queue, advance } = queueOf({ slots: 10 });
    // A pool of 40 connections: 10 in slots, 30 waiting; every answer (each 5 ms) brings a request.
    const tickets = Array.from({ length: 40 }, () => queue.enter());
    for (let ms = 0; ms < 20 * QUEUE_WINDOW_MS && !queue.overCapacity(); ms += 5) {
      advance(5);
      queue.done(50);
      tickets.push(queue.enter());
    }
    expect(queue.overCapacity()).toBe(true);
    // The first window fills the queue; then it stands for STANDING_WINDOWS windows.
    expect(tickets.length - 40).toBeLessThanOrEqual(((STANDING_WINDOWS + 2) * QUEUE_WINDOW_MS) / 5);
    const outcomes = await settled(tickets);
    expect(outcomes).not.toContain('waiting');
    expect(outcomes).toContain('over-capacity');
    expect(queue.waiting()).toBe(0);
    // Over capacity, a request that finds no free slot is shed at once, one with a free slot admitted.
    expect(await settled([queue.enter()])).toEqual(['over-capacity']);
    queue.done(50);
    expect(await settled([queue.enter()])).toEqual(['admitted']);
    // Once OVER_CAPACITY_QUIET_MS go by without a request shed, requests queue again.
    advance(OVER_CAPACITY_QUIET_MS - 1);
    expect(await settled([queue.enter()])).toEqual(['over-capacity']);
    advance(OVER_CAPACITY_QUIET_MS);
    expect(await settled([queue.enter()])).toEqual(['waiting']);
    expect(queue.overCapacity()).toBe(false);
  });

  it("a crowd's backlog whose stragglers arrive as fast as it drains does not stand", async () => {
    const { queue, advance } = queueOf({ slots: 10 });
    const tickets = Array.from({ length: 500 }, () => queue.enter());
    // 2 answered and 2 more players every 10 ms: 490 waiting drain in 2.45 s at that pace.
    for (let ms = 0; ms < 1000; ms += 10) {
      advance(10);
      for (let i = 0; i < 2; i += 1) {
        queue.done(100);
        tickets.push(queue.enter());
      }
    }
    expect(queue.overCapacity()).toBe(false);
    expect(await settled(tickets)).not.toContain('over-capacity');
  });

  it('a loop whose requests wait less than their answers take (a slow server at its floor) does not stand', async () => {
    const { queue, advance } = queueOf({ slots: 12 });
    // 16 clients in a loop on 12 slots, each answer 150 ms in its slot: 4 wait, about 50 ms each.
    const tickets = Array.from({ length: 16 }, () => queue.enter());
    for (let ms = 0; ms < 40 * QUEUE_WINDOW_MS; ms += 12.5) {
      advance(12.5);
      queue.done(150);
      tickets.push(queue.enter());
    }
    expect(queue.overCapacity()).toBe(false);
    expect(await settled(tickets)).not.toContain('over-capacity');
  });

  it('a queue below the latency target does not count as standing', async () => {
    const { queue, advance } = queueOf({ slots: 10 });
    const tickets = Array.from({ length: 14 }, () => queue.enter());
    // 4 waiting behind 10 answered every 5 ms each: the oldest waits about 5 ms.
    for (let ms = 0; ms < 20 * QUEUE_WINDOW_MS; ms += 5) {
      advance(5);
      for (let i = 0; i < 4; i += 1) {
        queue.done(50);
        tickets.push(queue.enter());
      }
    }
    expect(queue.overCapacity()).toBe(false);
    expect(await settled(tickets)).not.toContain('over-capacity');
  });
});
