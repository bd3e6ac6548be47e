import { describe, expect, it, vi } from 'vitest';
import type { LevelColumnView } from './level-columns.ts';
import { withClaims } from './reward-claims.ts';

type Reward = NonNullable<LevelColumnView['basicReward']>;

const reward = (visual: Reward['visual'], onSelect = vi.fn()) =>
  ({ visual, onSelect }) as unknown as Reward;

describe('withClaims', () => {
  it('makes only the unlocked (claimable) cards claim their level and track on click', () => {
    const onClaim = vi.fn();
    const lockedClick = vi.fn();
    const columns = [
      { level: 3, basicReward: reward('unlocked'), premiumReward: reward('locked', lockedClick) },
      { level: 4, basicReward: reward('collected'), premiumReward: reward('unlocked') },
    ] as unknown as LevelColumnView[];

    const [three, four] = withClaims(columns, onClaim);
    three?.basicReward?.onSelect?.();
    four?.premiumReward?.onSelect?.();
    three?.premiumReward?.onSelect?.();

    expect(onClaim.mock.calls).toEqual([
      [{ level: 3, track: 'basic' }],
      [{ level: 4, track: 'premium' }],
    ]);
    expect(lockedClick).toHaveBeenCalledOnce();
    expect(four?.basicReward).toBe(columns[1]?.basicReward);
  });
});
