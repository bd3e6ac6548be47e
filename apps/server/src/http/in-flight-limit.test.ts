import { describe, expect, it } from 'vitest';
import { createInFlightLimit, WINDOW_MS } from './in-flight-limit.ts';

/** A limit on a clock the test moves. */
function limitAt(options: { max: number; min: number; targetLatencyMs?: number }) {
  let time = 0;
  const limit = createInFlightLimit({ targetLatencyMs: 60, ...options, now: () => time });
  /** One window: admits up to `count` at once, answers them after `latencyMs`; returns how many got in. */
  const window = (count: number, latencyMs: number) => {
    let admitted = 0;
    for (let i = 0; i < count; i += 1) if (limit.tryAcquire()) admitted += 1;
    // The answers come within the window; the last one closes it.
    time += WINDOW_MS - 1;
    for (let i = 0; i < admitted - 1; i += 1) limit.release(latencyMs);
    time += 1;
    if (admitted > 0) limit.release(latencyMs);
    return admitted;
  };
  return { limit, window };
}

describe('the adaptive in-flight limit', () => {
  it('starts at its max and refuses past it', () => {
    const { limit, window } = limitAt({ max: 20, min: 4 });
    expect(window(30, 10)).toBe(20);
    expect(limit.inFlight()).toBe(0);
  });

  it('scales down by target / median latency, at most by half per window, never below its min', () => {
    const { limit, window } = limitAt({ max: 40, min: 4 });
    window(40, 120); // median twice the target: halved
    expect(limit.limit()).toBe(20);
    window(40, 600); // ten times the target: still only halved
    expect(limit.limit()).toBe(10);
    window(40, 80); // a third over: cut to three quarters
    expect(limit.limit()).toBe(7);
    for (let round = 0; round < 5; round += 1) window(40, 600);
    expect(limit.limit()).toBe(4);
    expect(window(40, 600)).toBe(4);
  });

  it('climbs back to its max while the median answer is in time', () => {
    const { limit, window } = limitAt({ max: 40, min: 4 });
    for (let round = 0; round < 5; round += 1) window(40, 600);
    expect(limit.limit()).toBe(4);
    for (let round = 0; round < 40; round += 1) window(40, 20);
    expect(limit.limit()).toBe(40);
  });

  it('keeps the load it keeps up with: a few slow answers among many in time cut nothing', () => {
    let time = 0;
    const limit = createInFlightLimit({ max: 40, min: 4, targetLatencyMs: 60, now: () => time });
    for (let i = 0; i < 30; i += 1) limit.tryAcquire();
    // A third of the answers caught by a collection pause (500 ms), the others at 30 ms; the last
    // one closes the window.
    for (let i = 0; i < 29; i += 1) limit.release(i % 3 === 0 ? 500 : 30);
    time += WINDOW_MS;
    limit.release(30);
    expect(limit.limit()).toBe(40);
  });

  it('comes down towards twice what it used after a calm spell, so a surge meets a fitted cap', () => {
    const { limit, window } = limitAt({ max: 64, min: 4 });
    for (let round = 0; round < 30; round += 1) window(10, 30);
    expect(limit.limit()).toBeGreaterThanOrEqual(20);
    expect(limit.limit()).toBeLessThanOrEqual(22);
    expect(window(100, 30)).toBeLessThanOrEqual(22);
  });

  it('does not cut while it is mostly unused: slow answers among few in flight are not its doing', () => {
    const { limit, window } = limitAt({ max: 20, min: 4 });
    window(5, 900);
    // Unused: it only comes down towards twice its use, by a tenth (a cut by latency would halve it).
    expect(limit.limit()).toBe(18);
  });

  it("tells the last window's median answer (the queue compares waits with it)", () => {
    const { limit, window } = limitAt({ max: 20, min: 4 });
    expect(limit.medianLatencyMs()).toBe(0);
    window(10, 70);
    expect(limit.medianLatencyMs()).toBe(70);
  });

  it('keeps a max below its min as the only limit', () => {
    const { window } = limitAt({ max: 2, min: 8 });
    for (let round = 0; round < 5; round += 1) window(5, 500);
    expect(window(5, 500)).toBe(2);
  });
});
