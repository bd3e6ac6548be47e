// spec 1 §2 Balance chips: opening the gold popover loads claimable badge golds; spec 2 §7 Claim badge
// golds (claimedAmount). Issue 12 Build 7: each held badge's weekly gold, claimed with CLAIM.
import { rewardNameText } from '../i18n/product-words.ts';
import { Button } from '../primitives/button.tsx';
import { useProfileRewardsText } from '../i18n/profile-rewards-text.ts';

export type BadgeGoldLine = { itemKey: string; name: string; amount: number };

export type BadgeGoldsPanelProps = {
  status: 'loading' | 'error' | 'ready';
  claimableAmount: number;
  badges: ReadonlyArray<BadgeGoldLine>;
  claiming?: boolean;
  /** Gold claimed by the last CLAIM, announced once. */
  claimedAmount?: number | null;
  onClaim: () => void;
};

/** The claimable badge golds inside the gold chip's popover. */
export function BadgeGoldsPanel({
  status,
  claimableAmount,
  badges,
  claiming = false,
  claimedAmount = null,
  onClaim,
}: BadgeGoldsPanelProps) {
  const t = useProfileRewardsText();
  return (
    <section
      aria-labelledby="badge-golds-title"
      className="mt-2 flex flex-col gap-2 border-t border-ink-muted/20 pt-2 text-ink"
    >
      <h3 id="badge-golds-title" className="text-sm font-bold">
        {t('profileRewards.badgeGolds.title')}
      </h3>
      {status === 'loading' ? (
        <p role="status" className="text-sm text-ink-muted">
          {t('profileRewards.badgeGolds.loading')}
        </p>
      ) : status === 'error' ? (
        <p role="alert" className="text-sm text-danger">
          {t('profileRewards.badgeGolds.failed')}
        </p>
      ) : (
        <>
          {badges.length > 0 ? (
            <ul
              aria-label={t('profileRewards.badgeGolds.list')}
              className="flex flex-col gap-1 text-sm"
            >
              {badges.map((badge) => (
                <li key={badge.itemKey} className="flex justify-between gap-3">
                  <span>{rewardNameText(badge.itemKey, badge.name)}</span>
                  <span className="font-semibold tabular-nums">
                    {t('profileRewards.badgeGolds.gold', { amount: badge.amount })}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-ink-muted">{t('profileRewards.badgeGolds.none')}</p>
          )}
          <p className="flex justify-between gap-3 text-sm font-bold">
            <span>{t('profileRewards.badgeGolds.claimable')}</span>
            <span className="tabular-nums">
              {t('profileRewards.badgeGolds.gold', { amount: claimableAmount })}
            </span>
          </p>
          <Button size="sm" onClick={onClaim} pending={claiming} disabled={claimableAmount <= 0}>
            {t('profileRewards.badgeGolds.claim')}
          </Button>
        </>
      )}
      <p role="status" className="text-sm text-accent empty:hidden">
        {claimedAmount != null
          ? t('profileRewards.badgeGolds.claimed', { amount: claimedAmount })
          : ''}
      </p>
    </section>
  );
}
