import { useId } from 'react';
import { useUiText } from '../i18n/ui-text.ts';

export type LoadingBarProps = {
  /** 0..100 when known; without it the bar is indeterminate. */
  percent?: number | null;
};

/** The battle pass page's loading bar, reading LOADING PAGE... (spec 1 §2 Battle pass page). */
export function LoadingBar({ percent }: LoadingBarProps) {
  const t = useUiText();
  const labelId = useId();
  const known = percent !== null && percent !== undefined;
  const value = known ? Math.round(Math.min(100, Math.max(0, percent))) : undefined;
  return (
    <div className="flex w-full max-w-md flex-col items-center gap-2 text-ink">
      <p id={labelId} className="text-sm font-bold tracking-widest">
        {t('battlePass.loading')}
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="relative h-2 w-full overflow-hidden rounded-full bg-surface-raised"
      >
        {value === undefined ? (
          // Indeterminate: a sliding segment, or a steady half-bar for reduced motion.
          <div className="absolute inset-y-0 left-0 w-2/5 rounded-full bg-accent animate-loading-slide motion-reduce:w-1/2 motion-reduce:animate-none" />
        ) : (
          <div
            className="h-full rounded-full bg-accent transition-[width]"
            style={{ width: `${value}%` }}
          />
        )}
      </div>
    </div>
  );
}
