// spec 2 §2 /profile/me/rewards (the wall sidebar's My Rewards link), issue 12 Build 8: the reward
// history and the reward campaigns.
import { useProfileRewardsText } from '../profile-rewards-text.ts';
import { RewardCampaignsSection } from './reward-campaigns-section.tsx';
import { RewardHistorySection } from './reward-history-section.tsx';

export function MyRewardsPage() {
  const t = useProfileRewardsText();
  return (
    <section aria-labelledby="my-rewards-title" className="flex flex-col gap-8 py-4">
      <h2 id="my-rewards-title" className="text-2xl font-bold">
        {t('myRewards.title')}
      </h2>
      <RewardHistorySection />
      <RewardCampaignsSection />
    </section>
  );
}
