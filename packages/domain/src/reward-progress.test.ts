import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  battlePassRewardProgress,
  isRewardClaimable,
  rewardCardVisual,
  rewardTooltip,
} from './reward-progress.ts';
import type { RewardProgress, RewardTrack } from './reward-progress.ts';

const startAt = '2024-05-01T00:00:00.000Z';

describe('battlePassRewardProgress', () => {
  const reward = { level: 3, userLevel: 3, collectedAt: null, signedIn: true };

  it('is completed once the user reaches the level and success once collected', () => {
    expect(battlePassRewardProgress(reward)).toBe('completed');
    expect(battlePassRewardProgress({ ...reward, userLevel: 10 })).toBe('completed');
    expect(battlePassRewardProgress({ ...reward, collectedAt: startAt })).toBe('success');
  });

  it('is in progress below the level, locked off-season', () => {
    expect(battlePassRewardProgress({ ...reward, userLevel: 2 })).toBe('inProgress');
    expect(battlePassRewardProgress({ ...reward, userLevel: 2, offSeason: true })).toBe('locked');
    expect(battlePassRewardProgress({ ...reward, offSeason: true })).toBe('completed');
  });

  it('is locked for visitors', () => {
    expect(battlePassRewardProgress({ ...reward, signedIn: false, userLevel: 99 })).toBe('locked');
  });
});

const progresses: RewardProgress[] = ['locked', 'inProgress', 'completed', 'success', 'failed'];
const claim = fc.record({
  progress: fc.constantFrom(...progresses),
  track: fc.constantFrom<RewardTrack>('basic', 'premium'),
  hasPremium: fc.boolean(),
});

describe('isRewardClaimable', () => {
  it('allows only completed rewards, premium ones only with premium', () => {
    expect(isRewardClaimable({ progress: 'completed', track: 'basic', hasPremium: false })).toBe(
      true,
    );
    expect(isRewardClaimable({ progress: 'completed', track: 'premium', hasPremium: true })).toBe(
      true,
    );
    expect(isRewardClaimable({ progress: 'completed', track: 'premium', hasPremium: false })).toBe(
      false,
    );
    expect(isRewardClaimable({ progress: 'inProgress', track: 'basic', hasPremium: true })).toBe(
      false,
    );
  });

  it('never lets a collected reward be claimed', () => {
    fc.assert(fc.property(claim, (input) => !isRewardClaimable({ ...input, progress: 'success' })));
  });

  it('never lets a premium reward be claimed without premium', () => {
    fc.assert(
      fc.property(
        claim,
        (input) => !isRewardClaimable({ ...input, track: 'premium', hasPremium: false }),
      ),
    );
  });
});

describe('rewardCardVisual', () => {
  it('maps success to collected, completed to unlocked and the rest to locked', () => {
    expect(progresses.map(rewardCardVisual)).toEqual([
      'locked',
      'locked',
      'unlocked',
      'collected',
      'locked',
    ]);
  });
});

describe('rewardTooltip', () => {
  it('asks for the premium pass on a premium reward without premium', () => {
    expect(rewardTooltip({ progress: 'completed', track: 'premium', hasPremium: false })).toBe(
      'Buy Premium Pass to claim',
    );
    expect(rewardTooltip({ progress: 'locked', track: 'premium', hasPremium: false })).toBe(
      'Buy Premium Pass to claim',
    );
  });

  it('asks to level up on a locked reward', () => {
    expect(rewardTooltip({ progress: 'locked', track: 'basic', hasPremium: false })).toBe(
      'Level up to claim',
    );
    expect(rewardTooltip({ progress: 'inProgress', track: 'premium', hasPremium: true })).toBe(
      'Level up to claim',
    );
  });

  it('says nothing when claimable or collected', () => {
    expect(rewardTooltip({ progress: 'completed', track: 'basic', hasPremium: false })).toBeNull();
    expect(rewardTooltip({ progress: 'success', track: 'premium', hasPremium: true })).toBeNull();
  });

  it('is null exactly when the reward is claimable or collected', () => {
    fc.assert(
      fc.property(claim, (input) => {
        const silent = isRewardClaimable(input) || input.progress === 'success';
        return (rewardTooltip(input) === null) === silent;
      }),
    );
  });
});
