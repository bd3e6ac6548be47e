// spec 2 §4 Event countdown, spec 2 §2 Reservation card: a countdown to a time, days then hh:mm:ss; the
// caller re-renders it every tick (spec 2 §9: 1000 ms).
import { countdown } from '@levelup/domain/event-status';
import { launchpadText } from '../i18n/launchpad-text.ts';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "1d 02:03:04", or "02:03:04" under a day; 00:00:00 once passed. */
export function countdownText(at: number, now: number): string {
  const left = countdown(at, now);
  const clock = `${twoDigits(left.hours)}:${twoDigits(left.minutes)}:${twoDigits(left.seconds)}`;
  return left.days > 0
    ? launchpadText('launchpad.daysAndClock', { days: left.days, clock })
    : clock;
}

export type CountdownClockProps = { label: string; at: number; now: number };

/** A labelled countdown; the timer's accessible name is the label. */
export function CountdownClock({ label, at, now }: CountdownClockProps) {
  return (
    <p className="flex items-baseline gap-2 text-sm">
      <span className="text-ink-muted">{label}</span>
      <span role="timer" aria-label={label} className="font-mono font-semibold tabular-nums">
        {countdownText(at, now)}
      </span>
    </p>
  );
}
