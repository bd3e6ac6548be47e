// seasons/reward-campaigns.yaml: reward campaigns (spec 1 §3 Reward campaign, spec 2 §3 reward campaign
// currencies and types, §7), upserted by key. metadata.client names the product a campaign belongs to:
// only campaigns with no client or the product's own client (PRODUCT_CLIENT) are listed (spec 1 §3).
import { z } from 'zod';
import { instantSchema, slugSchema } from './fields.ts';

/** spec 2 §3 Reward campaign currencies. */
export const rewardCampaignCurrencies = [
  'ALLY_TOKEN',
  'BATTLE_PASS_XP',
  'GOLD',
  'UPGRADE_TICKET',
  'PLAYPOINT',
] as const;

const campaignSchema = z
  .strictObject({
    key: slugSchema,
    name: z.string().min(1),
    /** A reward campaign type of spec 2 §3, e.g. referral-success, chest-opening. */
    type: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-kebab-case'),
    currency: z.enum(rewardCampaignCurrencies),
    rewardAmount: z.number().int().positive(),
    rewardQuotaPerUser: z.number().int().positive().optional(),
    startAt: instantSchema,
    endAt: instantSchema.optional(),
    metadata: z.looseObject({ client: z.string().min(1).optional() }).default({}),
  })
  .refine((campaign) => !campaign.endAt || campaign.endAt > campaign.startAt, {
    message: 'endAt must be after startAt',
    path: ['endAt'],
  })
  // issue 14 Build 1: a referral-success campaign is the referral rule (modules/referrals/rules.ts).
  .refine(
    (campaign) =>
      campaign.type !== 'referral-success' ||
      (Number.isInteger(campaign.metadata['battlePassLevel']) &&
        Number(campaign.metadata['battlePassLevel']) >= 1),
    { message: 'a referral-success campaign needs metadata.battlePassLevel', path: ['metadata'] },
  )
  .refine(
    (campaign) => campaign.type !== 'referral-success' || campaign.currency !== 'BATTLE_PASS_XP',
    { message: 'a referral-success campaign pays a currency, not XP', path: ['currency'] },
  );

export const rewardCampaignsFileSchema = z.strictObject({
  kind: z.literal('reward-campaigns'),
  campaigns: z.array(campaignSchema),
});

export type RewardCampaignsFile = z.infer<typeof rewardCampaignsFileSchema>;
