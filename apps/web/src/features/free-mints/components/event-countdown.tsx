import { useFreeMintsText } from '../free-mints-text.ts';
import { countdown } from '@levelup/domain/event-status';
import type { CountdownTarget } from '../lib/free-mint-view.ts';

const twoDigits = (value: number) => String(value).padStart(2, '0');

export type EventCountdownProps = { target: CountdownTarget; now: number };

/** "Starts in" / "Ends in" with days and hh:mm:ss; the caller re-renders it every tick (spec 1 §9: 1 s). */
export function EventCountdown({ target, now }: EventCountdownProps) {
  const t = useFreeMintsText();
  const left = countdown(target.at, now);
  const clock = `${twoDigits(left.hours)}:${twoDigits(left.minutes)}:${twoDigits(left.seconds)}`;
  return (
    <p className="flex items-baseline gap-2 text-sm">
      <span className="text-ink-muted">{target.label}</span>
      <span role="timer" className="font-mono font-semibold tabular-nums">
        {left.days > 0 ? t('countdown.daysAndClock', { days: left.days, clock }) : clock}
      </span>
    </p>
  );
}
