// spec 1 §2 Navbar Battle Pass widget and spec 1 §4 Level ring / Off-season: a level ring with a
// progress percentage (domain levelRingPercent: 0 to 90 in tens), a red dot and a 2 s bounce for
// unread level-ups; between seasons a bell with an unread dot.
import type { ComponentProps } from 'react';
import { BellIcon } from '../primitives/icons.tsx';
import { progressionText } from '../i18n/progression-text.ts';

export type LevelRingProps = Omit<ComponentProps<'button'>, 'children'> & {
  /** The player's level, inside the ring. */
  level?: number | null;
  /** How full the ring is, 0..100: domain `levelRingPercent` of the player's progress. */
  percent?: number;
  /** Unread level-up notifications (in season) or unread notifications (off-season). */
  hasUnreadLevelUp?: boolean;
  /** Between seasons the ring gives way to a bell. */
  offSeason?: boolean;
  /** The button's accessible name; built from the level, percent and unread state otherwise. */
  label?: string;
};

function defaultLabel({
  level,
  percent,
  hasUnreadLevelUp,
  offSeason,
}: Pick<LevelRingProps, 'level' | 'percent' | 'hasUnreadLevelUp' | 'offSeason'>): string {
  if (offSeason) {
    return progressionText(
      hasUnreadLevelUp ? 'progression.ring.notificationsUnread' : 'progression.ring.notifications',
    );
  }
  return progressionText(
    hasUnreadLevelUp ? 'progression.ring.levelWithLevelUp' : 'progression.ring.level',
    {
      level: level ?? 0,
      percent: percent ?? 0,
    },
  );
}

/** The navbar's battle pass button: the level ring, or the off-season bell; it opens the drawer. */
export function LevelRing({
  level,
  percent = 0,
  hasUnreadLevelUp = false,
  offSeason = false,
  label,
  className,
  type = 'button',
  ...props
}: LevelRingProps) {
  const filled = Math.min(100, Math.max(0, percent));
  // The bounce runs twice for 1 s (spec 1 §4: 2 s) and never under reduced motion; a new level
  // (the `key`) starts it again.
  const bounce = hasUnreadLevelUp ? 'animate-level-up-bounce motion-reduce:animate-none' : '';
  return (
    <button
      type={type}
      aria-label={label ?? defaultLabel({ level, percent: filled, hasUnreadLevelUp, offSeason })}
      data-unread={hasUnreadLevelUp || undefined}
      className={[
        'relative inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink',
        'hover:bg-surface-raised focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      {...props}
    >
      {offSeason ? (
        <BellIcon className={`size-6 ${bounce}`} />
      ) : (
        <span
          key={level ?? 0}
          className={`relative flex size-11 items-center justify-center ${bounce}`}
        >
          <svg
            viewBox="0 0 44 44"
            aria-hidden
            focusable={false}
            className="absolute inset-0 -rotate-90"
          >
            <circle
              cx="22"
              cy="22"
              r="19"
              fill="none"
              strokeWidth="4"
              className="stroke-ink-muted/25"
            />
            <circle
              data-ring-fill
              cx="22"
              cy="22"
              r="19"
              fill="none"
              strokeWidth="4"
              strokeLinecap="round"
              pathLength={100}
              strokeDasharray="100"
              strokeDashoffset={100 - filled}
              className="stroke-accent transition-[stroke-dashoffset] motion-reduce:transition-none"
            />
          </svg>
          <span aria-hidden className="relative text-sm font-bold tabular-nums">
            {level ?? 0}
          </span>
        </span>
      )}
      {hasUnreadLevelUp ? (
        <span
          aria-hidden
          data-unread-dot
          className="absolute top-0.5 right-0.5 size-2.5 rounded-full bg-danger ring-2 ring-surface"
        />
      ) : null}
    </button>
  );
}
