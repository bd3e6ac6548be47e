import { useFreeMintsText } from '../free-mints-text.ts';
import { COUNTDOWN_TICK_MS } from '@levelup/domain/event-status';
import { useNow } from '@levelup/ui/progression/hooks/use-now';
import { freeMintCountdownTarget, freeMintStatus } from '../lib/free-mint-view.ts';
import type { FreeMint } from '../lib/free-mint-view.ts';
import { EventCountdown } from './event-countdown.tsx';
import { FreeMintAction } from './free-mint-action.tsx';
import { StatusBadges } from './status-badges.tsx';
import { SupplyProgress } from './supply-progress.tsx';

export type FeaturedSlideProps = {
  mint: FreeMint;
  /** Position among the slides, read by screen readers ("2 of 5"). */
  position: string;
  /**
   * The slide a visitor sees first: its image is the page's largest paint (issue 28), fetched first.
   * The others wait until they are scrolled near.
   */
  first?: boolean;
};

/** One featured event: a large image beside its name, status, progress, countdown and call to action. */
export function FeaturedSlide({ mint, position, first = false }: FeaturedSlideProps) {
  const t = useFreeMintsText();
  const now = useNow(COUNTDOWN_TICK_MS);
  const status = freeMintStatus(mint, now);
  const target = freeMintCountdownTarget(mint, status, now, t);
  return (
    <article
      aria-roledescription="slide"
      aria-label={t('featured.slide', { position, name: mint.name })}
      className="grid h-full grid-cols-1 grid-rows-[auto_1fr] overflow-hidden rounded-2xl border border-ink-muted/20 bg-surface-raised md:h-96 md:grid-cols-[3fr_2fr] md:grid-rows-1"
    >
      <div className="relative aspect-video bg-surface md:aspect-auto">
        <img
          src={mint.imagePath}
          alt=""
          fetchPriority={first ? 'high' : undefined}
          loading={first ? undefined : 'lazy'}
          className="absolute inset-0 size-full object-cover"
        />
      </div>
      <div className="flex min-h-0 flex-col gap-3 p-5 md:p-8">
        <StatusBadges type={mint.type} status={status} chainId={mint.chainId} />
        <h2 className="text-2xl font-bold md:text-3xl">{mint.name}</h2>
        <p className="line-clamp-3 text-ink-muted">{mint.description}</p>
        <SupplyProgress mint={mint} />
        {target ? <EventCountdown target={target} now={now} /> : null}
        <FreeMintAction mint={mint} status={status} className="mt-auto self-start" />
      </div>
    </article>
  );
}
