import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelRingPercent } from './level-ring.ts';

const ring = (levelProgress: number, hasNextLevel = true) =>
  levelRingPercent({ levelProgress, hasNextLevel });

describe('levelRingPercent', () => {
  it('is 0 under 10 percent and exactly 10 at 10 percent', () => {
    expect(ring(0)).toBe(0);
    expect(ring(0.0999)).toBe(0);
    expect(ring(0.1)).toBe(10);
  });

  it('floors to tens, exact tenths included', () => {
    expect(ring(0.19)).toBe(10);
    expect(ring(3 / 10)).toBe(30);
    expect(ring(0.7)).toBe(70);
    expect(ring(57 / 100)).toBe(50);
  });

  it('caps at 90 percent', () => {
    expect(ring(0.9)).toBe(90);
    expect(ring(0.999)).toBe(90);
    expect(ring(1)).toBe(90);
  });

  it('is 0 without a next level', () => {
    expect(ring(0.5, false)).toBe(0);
    expect(ring(1, false)).toBe(0);
  });

  it('is 0 on nonsense progress', () => {
    expect(ring(Number.NaN)).toBe(0);
    expect(ring(-0.5)).toBe(0);
  });

  it('is always one of 0, 10, ..., 90', () => {
    const steps = new Set([0, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
    fc.assert(
      fc.property(fc.double({ noNaN: false }), fc.boolean(), (progress, hasNext) =>
        steps.has(ring(progress, hasNext)),
      ),
    );
  });

  it('never decreases as progress grows', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          return ring(low) <= ring(high);
        },
      ),
    );
  });
});
