// spec 1 §3 Reward campaigns (only those with no client or the product's own are listed by the server),
// spec 2 §3 reward campaign currencies, spec 1 §7 the player's chest count (issue 12 Build 8).
import { formatEventDate } from '@levelup/domain/event-status';
import { rewardNameText } from '../i18n/product-words.ts';
import { useProfileRewardsText } from '../i18n/profile-rewards-text.ts';

export type RewardCampaignSummary = {
  id: string;
  name: string;
  /** ALLY_TOKEN, BATTLE_PASS_XP, GOLD, UPGRADE_TICKET or PLAYPOINT. */
  currency: string;
  rewardAmount: number;
  /** ISO-8601. */
  startAt: string;
  endAt: string | null;
  chestCount: number;
};

export type RewardCampaignsListProps = {
  campaigns: ReadonlyArray<RewardCampaignSummary>;
  timeZone?: string;
};

/** The reward campaigns with their reward, window and the player's chests opened in it. */
export function RewardCampaignsList({ campaigns, timeZone }: RewardCampaignsListProps) {
  const t = useProfileRewardsText();
  if (campaigns.length === 0)
    return <p className="text-ink-muted">{t('profileRewards.campaigns.none')}</p>;
  return (
    <ul aria-label={t('profileRewards.campaigns.list')} className="grid gap-3 sm:grid-cols-2">
      {campaigns.map((campaign) => (
        <li
          key={campaign.id}
          aria-labelledby={`campaign-${campaign.id}`}
          className="flex flex-col gap-2 rounded-lg bg-surface-raised p-4"
        >
          <h4 id={`campaign-${campaign.id}`} className="font-bold">
            {campaign.name}
          </h4>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-ink-muted">{t('profileRewards.campaigns.reward')}</dt>
            <dd className="font-semibold text-accent">
              {t('profileRewards.campaigns.rewardAmount', {
                amount: campaign.rewardAmount,
                name: rewardNameText(campaign.currency),
              })}
            </dd>
            <dt className="text-ink-muted">{t('profileRewards.campaigns.starts')}</dt>
            <dd>
              <time dateTime={campaign.startAt}>
                {formatEventDate(campaign.startAt, { timeZone })}
              </time>
            </dd>
            {campaign.endAt ? (
              <>
                <dt className="text-ink-muted">{t('profileRewards.campaigns.ends')}</dt>
                <dd>
                  <time dateTime={campaign.endAt}>
                    {formatEventDate(campaign.endAt, { timeZone })}
                  </time>
                </dd>
              </>
            ) : null}
            <dt className="text-ink-muted">{t('profileRewards.campaigns.chests')}</dt>
            <dd className="font-semibold tabular-nums">
              {t('profileRewards.campaigns.chestCount', { count: campaign.chestCount })}
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
