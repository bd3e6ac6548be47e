// spec 2 §2 Wall sidebar: the collapsible daily rewards pool — what today's daily chests hold, with
// their odds (issue 27: over a whole chest, whatever its rarity), and how many were opened today.
import { useId, useState } from 'react';
import { ChestOddsList, type ChestOdds } from './chest-odds-list.tsx';
import { useWallText } from '../i18n/wall-text.ts';

export type DailyRewardsPoolProps = {
  openedCount: number | null;
  /** What a daily chest holds over its rarities; null while loading. */
  odds: ChestOdds | null;
  defaultOpen?: boolean;
};

export function DailyRewardsPool({
  openedCount,
  odds,
  defaultOpen = false,
}: DailyRewardsPoolProps) {
  const t = useWallText();
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  return (
    <section className="rounded-xl bg-surface-raised">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center justify-between p-4 text-left font-bold focus-visible:outline-2 focus-visible:outline-accent"
        >
          {t('wall.daily.pool')}
          <span
            aria-hidden
            className={`transition motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
          >
            ▾
          </span>
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="flex flex-col gap-3 px-4 pb-4">
        {openedCount !== null ? (
          <p className="text-sm text-ink-muted">{t('wall.daily.opened', { count: openedCount })}</p>
        ) : null}
        {odds && odds.lines.length > 0 ? (
          <ChestOddsList odds={odds} label={t('wall.daily.odds')} />
        ) : (
          <p className="text-sm text-ink-muted">{t('wall.daily.filling')}</p>
        )}
      </div>
    </section>
  );
}
