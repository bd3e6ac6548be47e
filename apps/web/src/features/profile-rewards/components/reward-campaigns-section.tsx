// spec 1 §3 Reward campaigns (the server keeps those with no client or the product's own) with the
// player's chest count (spec 1 §7).
import { useProfileRewardsText } from '../profile-rewards-text.ts';
import { useQuery } from '@tanstack/react-query';
import { rewardCampaignsQueryOptions } from '@levelup/api/rewards';
import { RewardCampaignsList } from '@levelup/ui/profile-rewards/reward-campaigns-list';
import { useApi } from '#shared/use-api.ts';
import { campaignView } from '../lib/profile-rewards-view.ts';

export function RewardCampaignsSection() {
  const t = useProfileRewardsText();
  const campaigns = useQuery(rewardCampaignsQueryOptions(useApi()));
  return (
    <section aria-labelledby="reward-campaigns-title" className="flex flex-col gap-3">
      <h3 id="reward-campaigns-title" className="text-xl font-bold">
        {t('campaigns.title')}
      </h3>
      {campaigns.isPending ? (
        <p role="status" className="text-ink-muted">
          {t('campaigns.loading')}
        </p>
      ) : campaigns.isError ? (
        <p role="alert" className="text-danger">
          {t('campaigns.loadError')}
        </p>
      ) : (
        <RewardCampaignsList campaigns={campaigns.data.map(campaignView)} />
      )}
    </section>
  );
}
