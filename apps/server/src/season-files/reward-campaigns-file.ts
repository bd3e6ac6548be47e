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
  });

export const rewardCampaignsFileSchema = z.strictObject({
  kind: z.literal('reward-campaigns'),
  campaigns: z.array(campaignSchema),
});

export type RewardCampaignsFile = z.infer<typeof rewardCampaignsFileSchema>;
