// The referral rules (issue 14 Build 1), kept apart from the database:
// - the qualification rule comes from data: the live `type: referral-success` reward campaign of
//   seasons/reward-campaigns.yaml (spec 2 §3 referral-success: rewardQuotaPerUser, rewardAmount,
//   rewardType = its currency, metadata.battlePassLevel = the level to reach, metadata.qualifyWithinDays
//   = the days after sign-up the friend has for it);
// - a referral never pays when it looks like one person on two accounts (self-referral, or a ring: the
//   referrer's device, another friend's device, the referrer's IP block, the referrer's wallet).

export const REFERRAL_SUCCESS_TYPE = 'referral-success';
/** When a campaign names no window. */
export const DEFAULT_QUALIFY_WITHIN_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export const RefusedReason = {
  selfReferral: 'self-referral',
  sameDevice: 'same-device',
  sameIpBlock: 'same-ip-block',
  sameWallet: 'same-wallet',
  expired: 'not-qualified-in-time',
} as const;
export type RefusedReason = (typeof RefusedReason)[keyof typeof RefusedReason];

export type ReferralCampaign = {
  key: string;
  currency: string;
  rewardAmount: number;
  rewardQuotaPerUser: number | null;
  startAt: Date;
  endAt: Date | null;
  metadata: Record<string, unknown>;
};

export type QualificationRule = { battlePassLevel: number; withinDays: number };

export function qualificationRule(campaign: ReferralCampaign): QualificationRule | null {
  const level = campaign.metadata['battlePassLevel'];
  const days = campaign.metadata['qualifyWithinDays'];
  if (typeof level !== 'number' || !Number.isInteger(level) || level < 1) return null;
  return {
    battlePassLevel: level,
    withinDays:
      typeof days === 'number' && Number.isInteger(days) && days > 0
        ? days
        : DEFAULT_QUALIFY_WITHIN_DAYS,
  };
}

/** Whether the friend, signed up at signedUpAt, still has time to qualify at `now`. */
export function withinWindow(rule: QualificationRule, signedUpAt: Date, now: Date): boolean {
  return now.getTime() <= signedUpAt.getTime() + rule.withinDays * DAY_MS;
}

export type SignUpSignals = {
  userId: string;
  fingerprint: string | null;
  ipBlock: string | null;
};

/** The ring rule at sign-up: the reason the referral never pays, or null. */
export function refusalAtSignUp(
  friend: SignUpSignals,
  referrer: SignUpSignals,
  otherFriendsOnDevice: number,
): RefusedReason | null {
  if (friend.userId === referrer.userId) return RefusedReason.selfReferral;
  if (friend.fingerprint && friend.fingerprint === referrer.fingerprint)
    return RefusedReason.sameDevice;
  if (friend.fingerprint && otherFriendsOnDevice > 0) return RefusedReason.sameDevice;
  if (friend.ipBlock && friend.ipBlock === referrer.ipBlock) return RefusedReason.sameIpBlock;
  return null;
}
