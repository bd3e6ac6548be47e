// spec 2 §2 Wall sidebar: the legendary chest card — its price in Gold (fetched, spec 2 §9), its odds
// shown before buying, the info modal and BUY LEGENDARY CHEST (spec 2 §4 Legendary chest purchase).
import { Button } from '../primitives/button.tsx';
import { ChestOddsList, type ChestOdds } from './chest-odds-list.tsx';
import { useWallText } from '../i18n/wall-text.ts';

export type LegendaryChestCardProps = {
  /** Gold; null while loading. */
  price: number | null;
  /** Null while loading. */
  odds: ChestOdds | null;
  imagePath?: string | null;
  onInfo: () => void;
  onBuy: () => void;
};

export function LegendaryChestCard({
  price,
  odds,
  imagePath,
  onInfo,
  onBuy,
}: LegendaryChestCardProps) {
  const t = useWallText();
  return (
    <section
      aria-labelledby="legendary-chest-title"
      className="flex flex-col gap-3 rounded-xl border border-brand/40 bg-surface-raised p-4"
    >
      <div className="flex items-center gap-3">
        {imagePath ? <img src={imagePath} alt="" className="size-14 object-contain" /> : null}
        <div className="flex flex-col">
          <h2 id="legendary-chest-title" className="text-lg font-bold">
            {t('wall.legendary.name')}
          </h2>
          <p className="text-sm text-ink-muted" aria-live="polite">
            {price === null ? t('wall.legendary.loadingPrice') : t('wall.gold', { amount: price })}
          </p>
        </div>
        <button
          type="button"
          onClick={onInfo}
          aria-label={t('wall.legendary.about')}
          className="ml-auto grid size-8 place-items-center rounded-full border border-ink-muted/40 font-bold text-ink-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-accent"
        >
          {/* A lower-case i drawn, not written: the button's name says what it does. Inline, as the
              shared icons module would add its whole chunk to the Wall's first load. */}
          <svg
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth={2.5}
            strokeLinecap="round"
            aria-hidden
            focusable={false}
          >
            <path d="M12 11v6M12 7v.01" />
          </svg>
        </button>
      </div>
      {odds ? <ChestOddsList odds={odds} label={t('wall.legendary.odds')} /> : null}
      <Button onClick={onBuy}>{t('wall.legendary.buy')}</Button>
    </section>
  );
}
