import type { EventStatus } from '@levelup/domain/event-status';
import { chainName } from '#shared/chains.ts';
import { EVENT_STATUS_LABELS } from '../lib/free-mint-view.ts';

const statusClasses: Record<EventStatus, string> = {
  LIVE: 'bg-success/20 text-success',
  UPCOMING: 'bg-accent/20 text-accent',
  ENDED: 'bg-ink-muted/20 text-ink-muted',
};

const pill = 'rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase';

export type StatusBadgesProps = { type: string; status: EventStatus; chainId: number };

/** The badge row of an event: its kind (badge or collectible), its status and its chain. */
export function StatusBadges({ type, status, chainId }: StatusBadgesProps) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Event details">
      <li className={`${pill} bg-brand/25 text-ink`}>
        {type === 'BADGE' ? 'Badge' : 'Collectible'}
      </li>
      <li className={`${pill} ${statusClasses[status]}`}>{EVENT_STATUS_LABELS[status]}</li>
      <li className={`${pill} border border-ink-muted/40 text-ink`}>{chainName(chainId)}</li>
    </ul>
  );
}
