// Applies reward-campaigns files: campaigns upserted by key (a campaign missing from the file stays:
// players' history may name it).
import { rewardCampaigns } from '#db/schema/rewards.ts';
import { updateWhenChanged } from '#db/upsert.ts';
import type { ApplyContext } from './apply-context.ts';
import type { RewardCampaignsFile } from './reward-campaigns-file.ts';

export async function applyRewardCampaigns(
  context: ApplyContext,
  file: RewardCampaignsFile,
): Promise<void> {
  if (file.campaigns.length === 0) return;
  const written = await context.tx
    .insert(rewardCampaigns)
    .values(
      file.campaigns.map((campaign) => ({
        ...campaign,
        rewardQuotaPerUser: campaign.rewardQuotaPerUser ?? null,
        endAt: campaign.endAt ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: rewardCampaigns.key,
      ...updateWhenChanged(rewardCampaigns, [
        'name',
        'type',
        'currency',
        'rewardAmount',
        'rewardQuotaPerUser',
        'startAt',
        'endAt',
        'metadata',
      ]),
    })
    .returning({ id: rewardCampaigns.id });
  context.changes += written.length;
}
