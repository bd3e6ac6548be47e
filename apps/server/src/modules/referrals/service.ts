// The referrals service (issue 14 Build 1): the viewer's referrals and the re-check job.
import type { Database } from '#db/client.ts';
import type { MyReferrals, ReferralState } from '#generated/resolvers.ts';
import { requireViewerId } from '#modules/accounts/require-viewer.ts';
import { findUserById, findUserByReferralCode } from '#modules/accounts/users-store.ts';
import type { PlayerEvents } from '#realtime/player-events.ts';
import { createReferralJobs } from './jobs.ts';
import { qualificationRule } from './rules.ts';
import { liveReferralCampaign, referralCounts, referralsOf } from './store.ts';

/** spec 1 §3 User username fallback. */
const ANONYMOUS = 'Anonymous User';

/** Longer than any code the server makes (8 characters): such input cannot be a code. */
const REFERRAL_CODE_MAX_LENGTH = 64;

export type ReferralsService = ReturnType<typeof createReferralsService>;

export function createReferralsService({
  db,
  events,
  now,
}: {
  db: Database;
  events: PlayerEvents;
  now: () => Date;
}) {
  return {
    jobs: createReferralJobs({ db, events, now }),

    /**
     * spec 2 §5 "A referral code must exist (checked by the server)": the invite page asks before it
     * keeps the code; read as sign-up reads it (trimmed, upper-cased: accounts/email-auth.ts).
     */
    async referralCodeExists(referralCode: string): Promise<boolean> {
      const code = referralCode.trim().toUpperCase();
      if (!code || code.length > REFERRAL_CODE_MAX_LENGTH) return false;
      return (await findUserByReferralCode(db, code)) !== undefined;
    },

    async myReferrals(viewerId: string | null): Promise<MyReferrals> {
      const userId = requireViewerId(viewerId);
      const viewer = await findUserById(db, userId);
      const rows = await referralsOf(db, userId);
      const counts = await referralCounts(db, userId);
      const campaign = await liveReferralCampaign(db, now());
      const rule = campaign ? qualificationRule(campaign) : null;
      return {
        referralCode: viewer?.referralCode ?? '',
        referrals: rows.map((row) => ({
          id: row.friendUserId,
          friendName: row.username || ANONYMOUS,
          friendDiscriminator: row.discriminator,
          state: row.state.toUpperCase() as ReferralState,
          refusedReason: row.refusedReason,
          battlePassLevel: row.qualifyingLevel,
          rewardType: row.rewardCurrency,
          rewardAmount: row.rewardAmount,
          signedUpAt: row.createdAt,
          qualifiedAt: row.qualifiedAt,
          rewardedAt: row.rewardedAt,
          refusedAt: row.refusedAt,
        })),
        counts: {
          total: counts.pending + counts.qualified + counts.rewarded + counts.refused,
          ...counts,
        },
        program:
          campaign && rule
            ? {
                rewardType: campaign.currency,
                rewardAmount: campaign.rewardAmount,
                rewardQuotaPerUser: campaign.rewardQuotaPerUser,
                battlePassLevel: rule.battlePassLevel,
                qualifyWithinDays: rule.withinDays,
              }
            : null,
      };
    },
  };
}
