import { useFreeMintsText } from '../free-mints-text.ts';
import type { EventStatus } from '@levelup/domain/event-status';
import { chainName } from '#shared/chains.ts';
import { eventStatusLabel } from '../lib/free-mint-view.ts';

const statusClasses: Record<EventStatus, string> = {
  LIVE: 'bg-success/20 text-success',
  UPCOMING: 'bg-accent/20 text-accent',
  ENDED: 'bg-ink-muted/20 text-ink-muted',
};

const pill = 'rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase';

export type StatusBadgesProps = { type: string; status: EventStatus; chainId: number };

/** The badge row of an event: its kind (badge or collectible), its status and its chain. */
export function StatusBadges({ type, status, chainId }: StatusBadgesProps) {
  const t = useFreeMintsText();
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('badges.label')}>
      <li className={`${pill} bg-brand/25 text-ink`}>
        {type === 'BADGE' ? t('badges.badge') : t('badges.collectible')}
      </li>
      <li className={`${pill} ${statusClasses[status]}`}>{eventStatusLabel(status, t)}</li>
      <li className={`${pill} border border-ink-muted/40 text-ink`}>{chainName(chainId)}</li>
    </ul>
  );
}
