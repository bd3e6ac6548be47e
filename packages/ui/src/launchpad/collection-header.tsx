// spec 2 §2 /mints/{slug}: a launchpad collection's header — image, name, description, status and chain
// badges, progress as a floor percent or SOLD OUT (spec 1 §9), and the event countdown.
import type { ReactNode } from 'react';
import { SupplyBar } from './supply-bar.tsx';
import { useLaunchpadText } from '../i18n/launchpad-text.ts';

export type CollectionHeaderProps = {
  name: string;
  description: string;
  imagePath: string;
  /** Upcoming, Live or Ended (spec 2 §4). */
  statusLabel: string;
  chainLabel: string;
  /** 'SOLD OUT' or the floored percent ('42%'). */
  progressLabel: string;
  /** 0..1, drawn as the bar. */
  soldFraction: number;
  /** The countdown (CountdownClock) or nothing. */
  countdown?: ReactNode;
  /** Event dates, tiers and weekly gold bonus. */
  facts?: ReactNode;
};

const pill = 'rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase';

export function CollectionHeader({
  name,
  description,
  imagePath,
  statusLabel,
  chainLabel,
  progressLabel,
  soldFraction,
  countdown,
  facts,
}: CollectionHeaderProps) {
  const t = useLaunchpadText();
  const soldOut = progressLabel === 'SOLD OUT';
  return (
    <header className="grid gap-6 md:grid-cols-[2fr_3fr]">
      <div className="relative aspect-square overflow-hidden rounded-2xl bg-surface">
        <img src={imagePath} alt="" className="absolute inset-0 size-full object-cover" />
      </div>
      <div className="flex flex-col gap-3">
        <ul className="flex flex-wrap gap-2" aria-label={t('launchpad.details')}>
          <li className={`${pill} bg-accent/20 text-accent`}>{statusLabel}</li>
          <li className={`${pill} border border-ink-muted/40 text-ink`}>{chainLabel}</li>
        </ul>
        <h1 className="text-3xl font-bold sm:text-4xl">{name}</h1>
        <p className="text-ink-muted">{description}</p>
        <SupplyBar label={progressLabel} fraction={soldFraction} soldOut={soldOut} />
        {countdown}
        {facts}
      </div>
    </header>
  );
}
