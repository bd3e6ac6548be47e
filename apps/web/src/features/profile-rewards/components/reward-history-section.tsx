// Issue 12 Build 8: every credit with its reward history type (spec 2 §3), newest first, 20 at a time.
import { useProfileRewardsText } from '../profile-rewards-text.ts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { rewardHistoryInfiniteQueryOptions } from '@levelup/api/rewards';
import { RewardHistoryList } from '@levelup/ui/profile-rewards/reward-history-list';
import { useApi } from '#shared/use-api.ts';
import { historyEntryView } from '../lib/profile-rewards-view.ts';

export function RewardHistorySection() {
  const t = useProfileRewardsText();
  const history = useInfiniteQuery(rewardHistoryInfiniteQueryOptions(useApi()));
  return (
    <section aria-labelledby="reward-history-title" className="flex flex-col gap-3">
      <h3 id="reward-history-title" className="text-xl font-bold">
        {t('history.title')}
      </h3>
      {history.isPending ? (
        <p role="status" className="text-ink-muted">
          {t('history.loading')}
        </p>
      ) : history.isError ? (
        <p role="alert" className="text-danger">
          {t('history.loadError')}
        </p>
      ) : (
        <RewardHistoryList
          entries={history.data.pages.flatMap((page) => page.entries.map(historyEntryView))}
          hasMore={history.hasNextPage}
          loadingMore={history.isFetchingNextPage}
          onLoadMore={() => void history.fetchNextPage()}
        />
      )}
    </section>
  );
}
