// A referral's settlement (issue 14 Build 1): when the friend's battle pass level rises (the level-up
// of progression/level-ups.ts, in the friend's transaction under the friend's lock) or when the
// re-check job looks at a pending referral, the referral qualifies by the live referral-success
// campaign's rule, and the referrer is paid that campaign's reward through the ledger (reason
// REFERRAL_SUCCESS, spec 2 §3; key referral-success:<friend>:<campaign>:<level>) in the same
// transaction, exactly once: the referral row is locked and moves pending → qualified → rewarded once,
// the ledger key is unique, and the quota row (store.ts takeQuota) never counts past
// rewardQuotaPerUser. A referral past its quota stays qualified (the friend did qualify; no reward).
import { toItemLogEvent } from '#modules/ledger/item-log.ts';
import { credit } from '#modules/ledger/service.ts';
import type { EmitEvent } from '#realtime/player-events.ts';
import type { Database } from '#db/client.ts';
import { qualificationRule, RefusedReason, withinWindow } from './rules.ts';
import {
  liveReferralCampaign,
  lockPendingReferral,
  sharesWallet,
  takeQuota,
  updateReferral,
} from './store.ts';

export type SettleScope = { tx: Database; emit: EmitEvent; now: Date };

/** The ledger reason of a referral reward (spec 2 §3 reward history type REFERRAL_SUCCESS). */
export const REFERRAL_SUCCESS_REASON = 'REFERRAL_SUCCESS';

export const referralSuccessKey = (friendUserId: string, campaignKey: string, level: number) =>
  `referral-success:${friendUserId}:${campaignKey}:${level}`;

export type Settlement = 'none' | 'qualified' | 'rewarded' | 'refused';

/**
 * Settles the friend's pending referral at the battle pass level the friend stands at. Call inside
 * the friend's transaction; idempotent (a referral no longer pending is left alone).
 */
export async function settleReferral(
  scope: SettleScope,
  friendUserId: string,
  level: number,
): Promise<Settlement> {
  const { tx, now } = scope;
  const referral = await lockPendingReferral(tx, friendUserId);
  // A concurrent settlement that won the row lock moved it on: the re-read finds it no longer pending.
  if (!referral || referral.state !== 'pending') return 'none';
  const campaign = await liveReferralCampaign(tx, now);
  const rule = campaign ? qualificationRule(campaign) : null;
  if (!campaign || !rule) return 'none';
  if (!withinWindow(rule, referral.createdAt, now)) {
    await updateReferral(tx, friendUserId, {
      state: 'refused',
      refusedReason: RefusedReason.expired,
      refusedAt: now,
    });
    return 'refused';
  }
  if (level < rule.battlePassLevel) return 'none';
  // The wallet ring rule is checked here, not at sign-up: wallets are bound later.
  if (await sharesWallet(tx, friendUserId, referral.referrerUserId)) {
    await updateReferral(tx, friendUserId, {
      state: 'refused',
      refusedReason: RefusedReason.sameWallet,
      refusedAt: now,
    });
    return 'refused';
  }
  const qualified = {
    state: 'qualified' as const,
    qualifyingLevel: level,
    campaignKey: campaign.key,
    qualifiedAt: now,
  };
  if (!(await takeQuota(tx, referral.referrerUserId, campaign.key, campaign.rewardQuotaPerUser))) {
    await updateReferral(tx, friendUserId, qualified);
    return 'qualified';
  }
  const { entry } = await credit(scope, {
    userId: referral.referrerUserId,
    currency: campaign.currency,
    amount: campaign.rewardAmount,
    reason: REFERRAL_SUCCESS_REASON,
    idempotencyKey: referralSuccessKey(friendUserId, campaign.key, level),
  });
  if (entry) scope.emit(referral.referrerUserId, { kind: 'itemLog', log: toItemLogEvent(entry) });
  await updateReferral(tx, friendUserId, {
    ...qualified,
    state: 'rewarded',
    rewardCurrency: campaign.currency,
    rewardAmount: campaign.rewardAmount,
    rewardedAt: now,
  });
  return 'rewarded';
}
