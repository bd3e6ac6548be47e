// spec 2 §2 Wall feed: posts newest first, 10 per page, LOAD MORE adds 10 and hides once a page comes
// back with fewer than 10 (spec 2 §9). A player's daily chest, once found, sits at its index (spec 2 §4).
import { useWallText } from '../wall-text.ts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { wallPostsInfiniteQueryOptions, type WallPostFieldsFragment } from '@levelup/api/wall';
import { Button } from '@levelup/ui/primitives/button';
import { ErrorNotice } from '#shared/components/error-notice.tsx';
import { useApi } from '#shared/use-api.ts';
import { WallPost } from './wall-post.tsx';

export type WallFeedProps = {
  /** spec 2 §7: a visitor asks for the guest feed (the server filters it, spec 2 §5). */
  isGuest: boolean;
  onToggleLike: (post: WallPostFieldsFragment) => void;
  /** Told how many posts the feed holds whenever that changes (the daily chest's poll count). */
  onPostCountChange?: (count: number) => void;
  /** The daily chest card and the feed index it sits before (spec 2 §4 position). */
  chest?: { position: number; card: ReactNode } | null;
  now: number;
};

export function WallFeed({ isGuest, onToggleLike, onPostCountChange, chest, now }: WallFeedProps) {
  const t = useWallText();
  const api = useApi();
  const feed = useInfiniteQuery(wallPostsInfiniteQueryOptions(api, { isGuest }));
  const posts = feed.data?.pages.flat() ?? [];
  const count = posts.length;

  useEffect(() => {
    if (feed.isSuccess) onPostCountChange?.(count);
  }, [feed.isSuccess, count, onPostCountChange]);

  if (feed.isPending) return <FeedSkeleton />;
  if (feed.isError && count === 0)
    return <ErrorNotice message={t('feed.loadError')} onRetry={() => void feed.refetch()} />;

  // The chest sits at its index, or after the last post when the feed is shorter.
  const chestIndex = chest ? Math.min(chest.position, count) : -1;
  return (
    <section aria-label={t('feed.label')} className="flex flex-col gap-4">
      {count === 0 ? <p className="text-ink-muted">{t('feed.empty')}</p> : null}
      <ol className="flex flex-col gap-4" aria-busy={feed.isFetchingNextPage || undefined}>
        {posts.map((post, index) => (
          <li key={post.id} className="flex flex-col gap-4">
            {index === chestIndex ? chest?.card : null}
            <WallPost post={post} now={now} onToggleLike={onToggleLike} />
          </li>
        ))}
        {chest && chestIndex === count ? <li>{chest.card}</li> : null}
      </ol>
      {feed.hasNextPage ? (
        <Button
          variant="secondary"
          className="self-center"
          pending={feed.isFetchingNextPage}
          onClick={() => void feed.fetchNextPage()}
        >
          {t('feed.loadMore')}
        </Button>
      ) : null}
    </section>
  );
}

function FeedSkeleton() {
  const t = useWallText();
  return (
    <div aria-busy aria-label={t('loading')} role="status" className="flex flex-col gap-4">
      {[0, 1, 2].map((key) => (
        <div
          key={key}
          className="h-40 animate-pulse rounded-xl bg-surface-raised motion-reduce:animate-none"
        />
      ))}
    </div>
  );
}
