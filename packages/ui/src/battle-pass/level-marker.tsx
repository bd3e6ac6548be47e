import { useUiText } from '../i18n/ui-text.ts';

export type LevelMarkerState = 'reached' | 'current' | 'upcoming';

export type LevelMarkerProps = {
  level: number;
  /** Progress through this level, 0..1 (spec 1 §3 levelProgress). */
  progress: number;
  state: LevelMarkerState;
};

const badgeClasses: Record<LevelMarkerState, string> = {
  reached: 'bg-brand text-brand-contrast',
  current: 'bg-accent text-surface ring-2 ring-accent ring-offset-2 ring-offset-surface',
  upcoming: 'border border-ink-muted/40 bg-surface-raised text-ink-muted',
};

/** The level number and its progress bar, between a level's free and premium rewards. */
export function LevelMarker({ level, progress, state }: LevelMarkerProps) {
  const t = useUiText();
  const percent = Math.round(Math.min(1, Math.max(0, progress)) * 100);
  return (
    <div
      data-state={state}
      aria-current={state === 'current' ? 'step' : undefined}
      className="flex w-full flex-col items-center justify-center gap-1.5 px-2"
    >
      {/* text-xl bold counts as large text, so the brand pair meets AA at 3:1. */}
      <span
        className={`flex size-10 items-center justify-center rounded-full text-xl font-bold ${badgeClasses[state]}`}
      >
        {level}
      </span>
      <div
        role="progressbar"
        aria-label={t('battlePass.level', { level })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 w-full overflow-hidden rounded-full bg-surface-raised"
      >
        <div className="h-full rounded-full bg-accent" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
