import { describe, expect, it } from 'vitest';
import { LAST_SYNC_FLAG, referralRewardNotice } from './referral-reward-notice.ts';

const rewarded = (at: string) => ({ rewardedAt: at, rewardAmount: 25, rewardType: 'ALLY_TOKEN' });

describe('referral reward notice (last_sync_referral_success_reward)', () => {
  it('announces the rewards paid after the flag, then moves the flag to the newest', () => {
    const notice = referralRewardNotice(
      [
        rewarded('2026-11-20T10:00:00.000Z'),
        rewarded('2026-11-21T10:00:00.000Z'),
        { rewardedAt: null },
      ],
      { [LAST_SYNC_FLAG]: '2026-11-19T00:00:00.000Z' },
    );
    expect(notice?.text).toBe('You earned 50 ALLY tokens from 2 referrals!');
    expect(notice?.patch[LAST_SYNC_FLAG]).toBe('2026-11-21T10:00:00.000Z');
  });

  it('says nothing once the flag has caught up (epoch milliseconds too)', () => {
    const flags = { [LAST_SYNC_FLAG]: Date.parse('2026-11-21T10:00:00.000Z') };
    expect(referralRewardNotice([rewarded('2026-11-21T10:00:00.000Z')], flags)).toBeNull();
    expect(referralRewardNotice([], null)).toBeNull();
  });
});
