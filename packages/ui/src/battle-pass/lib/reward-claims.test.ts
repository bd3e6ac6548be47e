import { describe, expect, it, vi } from 'vitest';
import type { LevelColumnView } from './level-columns.ts';
import { claimableRewardCount, withClaims } from './reward-claims.ts';

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

describe('claimableRewardCount (spec 1 §4)', () => {
  const levels = [
    { level: 1, basicRewards: [{ collectedAt: null }], premiumRewards: [{ collectedAt: null }] },
    {
      level: 2,
      basicRewards: [],
      premiumRewards: [{ collectedAt: '2026-01-01T00:00:00Z' }, { collectedAt: null }],
    },
    { level: 3, basicRewards: [{ collectedAt: null }], premiumRewards: [{ collectedAt: null }] },
  ];

  it('counts the uncollected rewards of the levels reached', () => {
    expect(claimableRewardCount(levels, { userLevel: 2, hasPremium: true }, 'premium')).toBe(2);
    expect(claimableRewardCount(levels, { userLevel: 3, hasPremium: true }, 'basic')).toBe(2);
  });

  it('is 0 at level 0, and for premium rewards without premium', () => {
    expect(claimableRewardCount(levels, { userLevel: 0, hasPremium: true }, 'premium')).toBe(0);
    expect(claimableRewardCount(levels, { userLevel: 3, hasPremium: false }, 'premium')).toBe(0);
  });
});
