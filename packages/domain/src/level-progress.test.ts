import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelProgress } from './level-progress.ts';

const levels = [
  { level: 3, requiredXp: 300 },
  { level: 1, requiredXp: 100 },
  { level: 2, requiredXp: 200 },
];

describe('levelProgress', () => {
  it('is level 0 below the first requirement, progressing toward level 1', () => {
    expect(levelProgress(50, levels)).toEqual({
      xp: 50,
      level: 0,
      currLevelXp: 0,
      nextLevel: 1,
      nextLevelXp: 100,
      levelProgress: 0.5,
    });
  });

  it('reaches a level exactly at its requirement, whatever the input order', () => {
    expect(levelProgress(200, levels)).toMatchObject({
      level: 2,
      currLevelXp: 200,
      nextLevel: 3,
      levelProgress: 0,
    });
    expect(levelProgress(199, levels)).toMatchObject({
      level: 1,
      nextLevel: 2,
      levelProgress: 0.99,
    });
  });

  it('is complete at the max level', () => {
    expect(levelProgress(10_000, levels)).toEqual({
      xp: 10_000,
      level: 3,
      currLevelXp: 300,
      nextLevel: null,
      nextLevelXp: null,
      levelProgress: 1,
    });
  });

  it('starts at level 1 when level 1 needs no XP', () => {
    expect(
      levelProgress(0, [
        { level: 1, requiredXp: 0 },
        { level: 2, requiredXp: 10 },
      ]),
    ).toMatchObject({ level: 1 });
  });

  it('has no next level on an empty track', () => {
    expect(levelProgress(5, [])).toMatchObject({ level: 0, nextLevel: null, levelProgress: 1 });
  });

  it('rejects non-finite XP', () => {
    expect(() => levelProgress(Number.NaN, levels)).toThrow(RangeError);
  });

  it('keeps progress within 0..1 and xp between the current and next requirement', () => {
    const track = fc
      .uniqueArray(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 30 })
      .map((xps) =>
        [...xps].sort((a, b) => a - b).map((requiredXp, i) => ({ level: i + 1, requiredXp })),
      );
    fc.assert(
      fc.property(track, fc.integer({ min: 0, max: 20_000 }), (sorted, xp) => {
        const result = levelProgress(xp, [...sorted].reverse());
        expect(result.levelProgress).toBeGreaterThanOrEqual(0);
        expect(result.levelProgress).toBeLessThanOrEqual(1);
        expect(result.currLevelXp).toBeLessThanOrEqual(xp);
        if (result.nextLevelXp !== null) expect(xp).toBeLessThan(result.nextLevelXp);
        else expect(result.level).toBe(sorted.length);
      }),
    );
  });
});
