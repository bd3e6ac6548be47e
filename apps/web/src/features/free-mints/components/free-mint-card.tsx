import { useFreeMintsText } from '../free-mints-text.ts';
import { useId } from 'react';
import { COUNTDOWN_TICK_MS } from '@levelup/domain/event-status';
import { useNow } from '@levelup/ui/progression/hooks/use-now';
import { freeMintCountdownTarget, freeMintStatus } from '../lib/free-mint-view.ts';
import type { FreeMint } from '../lib/free-mint-view.ts';
import { EventCountdown } from './event-countdown.tsx';
import { EventFacts } from './event-facts.tsx';
import { FreeMintAction } from './free-mint-action.tsx';
import { StatusBadges } from './status-badges.tsx';
import { SupplyProgress } from './supply-progress.tsx';

/** One event of the card grid: badge, status, progress or SOLD OUT, chain, tiers, bonus, countdown. */
export function FreeMintCard({ mint }: { mint: FreeMint }) {
  const t = useFreeMintsText();
  const now = useNow(COUNTDOWN_TICK_MS);
  const status = freeMintStatus(mint, now);
  const target = freeMintCountdownTarget(mint, status, now, t);
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col overflow-hidden rounded-xl border border-ink-muted/20 bg-surface-raised"
    >
      <img
        src={mint.imagePath}
        alt=""
        loading="lazy"
        className="aspect-video w-full bg-surface object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <StatusBadges type={mint.type} status={status} chainId={mint.chainId} />
        <h3 id={headingId} className="text-lg font-bold">
          {mint.name}
        </h3>
        <SupplyProgress mint={mint} />
        <EventFacts mint={mint} />
        {target ? <EventCountdown target={target} now={now} /> : null}
        <FreeMintAction mint={mint} status={status} className="mt-auto" />
      </div>
    </article>
  );
}
