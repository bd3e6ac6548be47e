// Issue 12 Build 8: the reward history of /profile/me/rewards: every credit with its type (spec 2 §3),
// the item, the amount and the date (spec 1 §9 date format), newest first, with a load-more.
import { formatEventDate } from '@levelup/domain/event-status';
import { rewardNameText } from '../i18n/product-words.ts';
import { Button } from '../primitives/button.tsx';
import { rewardHistoryTypeLabel } from './reward-history-labels.ts';
import { useProfileRewardsText } from '../i18n/profile-rewards-text.ts';
import { formatNumber } from '../i18n/intl-format.ts';

export type RewardHistoryListEntry = {
  id: string;
  /** A RewardHistoryType (spec 2 §3). */
  type: string;
  itemKey: string;
  itemName: string;
  imagePath: string | null;
  amount: number;
  /** ISO-8601. */
  createdAt: string;
};

export type RewardHistoryListProps = {
  entries: ReadonlyArray<RewardHistoryListEntry>;
  /** More entries exist beyond those shown. */
  hasMore: boolean;
  loadingMore?: boolean;
  onLoadMore: () => void;
  /** IANA time zone of the dates (stories and tests); the viewer's by default. */
  timeZone?: string;
};

/** The reward history as a list; empty state when the player has received nothing yet. */
export function RewardHistoryList({
  entries,
  hasMore,
  loadingMore = false,
  onLoadMore,
  timeZone,
}: RewardHistoryListProps) {
  const t = useProfileRewardsText();
  if (entries.length === 0)
    return <p className="text-ink-muted">{t('profileRewards.history.none')}</p>;
  return (
    <div className="flex flex-col gap-3">
      <ul
        aria-label={t('profileRewards.history.list')}
        className="flex flex-col divide-y divide-ink-muted/20"
      >
        {entries.map((entry) => {
          const name = rewardNameText(entry.itemKey, entry.itemName);
          return (
            <li key={entry.id} className="flex items-center gap-3 py-3">
              {entry.imagePath ? (
                <img src={entry.imagePath} alt="" className="size-10 shrink-0 object-contain" />
              ) : (
                <span aria-hidden className="size-10 shrink-0 rounded bg-surface" />
              )}
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="truncate font-semibold">{name}</span>
                <span className="text-sm text-ink-muted">{rewardHistoryTypeLabel(entry.type)}</span>
              </div>
              <div className="flex flex-col items-end text-right">
                <span className="font-bold text-accent tabular-nums">
                  +{formatNumber(entry.amount)}
                </span>
                <time dateTime={entry.createdAt} className="text-xs text-ink-muted">
                  {formatEventDate(entry.createdAt, { timeZone })}
                </time>
              </div>
            </li>
          );
        })}
      </ul>
      {hasMore ? (
        <Button
          variant="secondary"
          className="self-center"
          pending={loadingMore}
          onClick={onLoadMore}
        >
          {t('profileRewards.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
