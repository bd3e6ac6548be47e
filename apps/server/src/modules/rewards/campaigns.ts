// Reward campaigns (spec 1 §3 Reward campaign, spec 1 §7 "input current time and an include-chest-count
// flag; returns rewardCampaigns and the user's chest count"; spec 2 §3 currencies; issue 12 Build 8):
// the campaigns started and not ended more than RECENT_DAYS ago, only those with no metadata.client or
// the product's own client (spec 1 §3: 'earn_alliance' by default, PRODUCT_CLIENT), each with the
// player's chests opened within its window.
//
// The chest count is a dependency (CountChestOpenings): the chests module's record of every opening
// (inventory chests, daily chests, legendary chests), chests/store.ts countChestOpenings.
import { and, desc, gte, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { rewardCampaigns } from '#db/schema/rewards.ts';
import type { RewardCampaign, RewardCampaignCurrency } from '#generated/resolvers.ts';

/** A campaign ended this many days ago is still listed ("live now or recently"). */
export const RECENT_DAYS = 30;

/** The player's chest openings in [from, to). */
export type CountChestOpenings = (userId: string, from: Date, to: Date) => Promise<number>;

/** spec 1 §3: no client, or the product's own. */
export function isProductCampaign(metadata: Record<string, unknown>, productClient: string) {
  const client = metadata['client'];
  return client === undefined || client === null || client === '' || client === productClient;
}

export async function listRewardCampaigns(
  db: Database,
  {
    userId,
    now,
    productClient,
    countChestOpenings,
  }: {
    userId: string | null;
    now: Date;
    productClient: string;
    countChestOpenings: CountChestOpenings;
  },
): Promise<RewardCampaign[]> {
  const recent = new Date(now.getTime() - RECENT_DAYS * 24 * 60 * 60 * 1000);
  const rows = await db
    .select()
    .from(rewardCampaigns)
    .where(
      and(
        lte(rewardCampaigns.startAt, now),
        or(isNull(rewardCampaigns.endAt), gte(rewardCampaigns.endAt, recent)),
      ),
    )
    .orderBy(desc(rewardCampaigns.startAt), rewardCampaigns.key);
  const listed = rows.filter((row) => isProductCampaign(row.metadata, productClient));
  return Promise.all(
    listed.map(async (row) => {
      const to = row.endAt && row.endAt < now ? row.endAt : now;
      return {
        id: String(row.id),
        key: row.key,
        name: row.name,
        type: row.type,
        currency: row.currency as RewardCampaignCurrency,
        rewardAmount: row.rewardAmount,
        rewardQuotaPerUser: row.rewardQuotaPerUser,
        startAt: row.startAt,
        endAt: row.endAt,
        chestCount: userId ? await countChestOpenings(userId, row.startAt, to) : 0,
        metadata: row.metadata,
      };
    }),
  );
}
