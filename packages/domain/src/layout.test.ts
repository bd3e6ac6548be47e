import { describe, expect, it } from 'vitest';
import { levelTrackLength } from './layout.ts';

describe('levelTrackLength', () => {
  it('sizes the blocker overlay by level count and orientation', () => {
    expect(levelTrackLength(3, 'horizontal')).toBe(444);
    expect(levelTrackLength(3, 'vertical')).toBe(420);
  });

  it('is empty for no levels', () => {
    expect(levelTrackLength(0, 'horizontal')).toBe(0);
    expect(levelTrackLength(-2, 'vertical')).toBe(0);
  });
});
