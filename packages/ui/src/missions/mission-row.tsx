// One mission of the missions panel (issue 11 Build 6): its title, a progress bar named by the title,
// progress of target, what it pays, and COLLECT once it is complete (COLLECTED after).
import { Button } from '../primitives/button.tsx';
import { useMissionsText } from '../i18n/missions-text.ts';
import { formatNumber } from '../i18n/intl-format.ts';

/** Where a mission stands for the player. */
export type MissionRowState = 'inProgress' | 'collectible' | 'collected' | 'passed' | 'syncing';

export type MissionRowProps = {
  title: string;
  description?: string;
  progress: number;
  target: number;
  /** What the mission pays on its own, e.g. "+100 Battle Pass XP"; none for a challenge's missions. */
  rewardLabel?: string | null;
  state: MissionRowState;
  /** The collect request is running. */
  collecting?: boolean;
  onCollect?: () => void;
};

/** A mission with its progress; the bar's accessible name is the mission title. */
export function MissionRow({
  title,
  description,
  progress,
  target,
  rewardLabel,
  state,
  collecting = false,
  onCollect,
}: MissionRowProps) {
  const t = useMissionsText();
  const shown = Math.min(progress, target);
  const percent = target > 0 ? Math.floor((shown / target) * 100) : 0;
  return (
    <li
      data-mission-state={state}
      aria-busy={state === 'syncing' || undefined}
      className="flex flex-col gap-2 rounded-lg bg-surface p-3"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-bold">{title}</p>
          {description ? <p className="text-sm text-ink-muted">{description}</p> : null}
        </div>
        {rewardLabel ? (
          <span className="shrink-0 text-sm font-semibold text-accent">{rewardLabel}</span>
        ) : null}
      </div>
      <div className="flex items-center gap-3">
        <div
          role="progressbar"
          aria-label={title}
          aria-valuemin={0}
          aria-valuemax={target}
          aria-valuenow={shown}
          aria-valuetext={t('missions.progress', { shown, target })}
          className="h-2 flex-1 overflow-hidden rounded-full bg-surface-raised"
        >
          <div className="h-full rounded-full bg-brand" style={{ width: `${percent}%` }} />
        </div>
        <span className="text-sm tabular-nums text-ink-muted">
          {formatNumber(shown)}/{formatNumber(target)}
        </span>
        {state === 'collectible' && onCollect ? (
          <Button size="sm" pending={collecting} onClick={onCollect}>
            {t('missions.collect')}
          </Button>
        ) : null}
        {state === 'collected' ? (
          <span className="text-sm font-bold text-ink-muted">{t('missions.collected')}</span>
        ) : null}
      </div>
    </li>
  );
}
