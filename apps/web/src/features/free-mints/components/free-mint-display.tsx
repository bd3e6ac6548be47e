import { useFreeMintsText } from '../free-mints-text.ts';
import { useQuery } from '@tanstack/react-query';
import { freeMintsQueryOptions } from '@levelup/api/mints';
import { useOpenedAt } from '@levelup/ui/progression/hooks/use-now';
import { ErrorNotice } from '#shared/components/error-notice.tsx';
import { SkeletonBlocks } from '#shared/components/skeleton-layout.tsx';
import { useApi } from '#shared/use-api.ts';
import { featuredFreeMints } from '../lib/free-mint-view.ts';
import { FeaturedCarousel } from './featured-carousel.tsx';
import { FreeMintGrid } from './free-mint-grid.tsx';
import { SwipeCarousel } from './swipe-carousel.tsx';

export type FreeMintDisplayProps = {
  /** Heading of the card grid. */
  gridTitle: string;
};

/** Free-mint events: the featured carousel (desktop) or swipe carousel (mobile), then the card grid. */
export function FreeMintDisplay({ gridTitle }: FreeMintDisplayProps) {
  const t = useFreeMintsText();
  const api = useApi();
  const freeMints = useQuery(freeMintsQueryOptions(api));
  // The featured set is chosen once per visit so slides do not jump while the user reads them.
  const openedAt = useOpenedAt();

  if (freeMints.isPending) return <SkeletonBlocks label={t('display.loading')} cards={3} />;
  if (freeMints.isError) {
    return (
      <ErrorNotice message={t('display.loadError')} onRetry={() => void freeMints.refetch()} />
    );
  }

  const mints = freeMints.data.freeMints;
  if (mints.length === 0) return <p className="text-ink-muted">{t('display.empty')}</p>;

  const featured = featuredFreeMints(mints, openedAt);
  return (
    <div className="flex flex-col gap-10">
      <div className="hidden md:block">
        <FeaturedCarousel mints={featured} />
      </div>
      <div className="md:hidden">
        <SwipeCarousel mints={featured} />
      </div>
      <FreeMintGrid mints={mints} title={gridTitle} />
    </div>
  );
}
