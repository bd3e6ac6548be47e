// The one-time "you earned" notice of referral rewards (issue 14 Build 1; spec 1 §3 user flags
// last_sync_referral_success_reward and _v2): the rewards paid after the moment in the flag are
// announced once, then the flag moves to the newest of them.
import { referralsText } from '../referrals-text.ts';
import { rewardLabel } from './reward-label.ts';

export const LAST_SYNC_FLAG = 'last_sync_referral_success_reward';
export const LAST_SYNC_FLAG_V2 = 'last_sync_referral_success_reward_v2';

type Rewarded = {
  rewardedAt?: string | null;
  rewardAmount?: number | null;
  rewardType?: string | null;
};

/** A flag's moment (ISO text or epoch milliseconds) in milliseconds; 0 when unset or unreadable. */
export function flagMoment(value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string') {
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? 0 : parsed;
  }
  return 0;
}

export type RewardNotice = {
  /** "You earned 50 ALLY tokens from 2 referrals!" */
  text: string;
  /** The flags patch to store once the notice is shown. */
  patch: Record<string, string>;
};

/** The notice of the rewards paid since the flag's moment, or null when there are none. */
export function referralRewardNotice(
  referrals: readonly Rewarded[],
  userFlags: unknown,
): RewardNotice | null {
  const flags =
    userFlags && typeof userFlags === 'object' ? (userFlags as Record<string, unknown>) : {};
  const since = Math.max(flagMoment(flags[LAST_SYNC_FLAG]), flagMoment(flags[LAST_SYNC_FLAG_V2]));
  const fresh = referrals.filter(
    (referral) => referral.rewardedAt && Date.parse(referral.rewardedAt) > since,
  );
  if (fresh.length === 0) return null;
  const totals = new Map<string, number>();
  for (const referral of fresh) {
    const type = referral.rewardType ?? '';
    totals.set(type, (totals.get(type) ?? 0) + (referral.rewardAmount ?? 0));
  }
  const amounts = [...totals]
    .map(([type, amount]) => rewardLabel(amount, type))
    .join(referralsText('noticeAnd'));
  const newest = new Date(
    Math.max(...fresh.map((referral) => Date.parse(referral.rewardedAt ?? ''))),
  ).toISOString();
  return {
    text: referralsText('notice', { amounts, count: fresh.length }),
    patch: { [LAST_SYNC_FLAG]: newest, [LAST_SYNC_FLAG_V2]: newest },
  };
}
