// spec 2 §2 Wall sidebar: daily chest status; spec 2 §4 Daily chest: NOT_FOUND, FOUND, OPENED, and after
// OPENED a countdown to the next chest (1 day after opening, spec 2 §9), ticking every second.
import { countdown } from '@levelup/domain/event-status';
import { useWallText } from '../i18n/wall-text.ts';

export type DailyChestStatusProps =
  | { state: 'signedOut' }
  | { state: 'searching' }
  | { state: 'found'; rarity: string | null }
  | { state: 'opened'; nextChestAt: string; now: number }
  /** issue 27: a new player's first chest is still locked; `message` says what unlocks it. */
  | { state: 'locked'; message: string };

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "23:59:59" (hours include whole days: the next chest is at most a day away). */
export function nextChestClock(nextChestAt: string, now: number): string {
  const left = countdown(nextChestAt, now);
  return `${twoDigits(left.days * 24 + left.hours)}:${twoDigits(left.minutes)}:${twoDigits(left.seconds)}`;
}

/** "RARE_CHEST" → "Rare Chest". */
export function rarityName(rarity: string): string {
  return rarity
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function DailyChestStatus(props: DailyChestStatusProps) {
  const t = useWallText();
  return (
    <section
      aria-labelledby="daily-chest-status-title"
      className="flex flex-col gap-1 rounded-xl bg-surface-raised p-4"
    >
      <h2 id="daily-chest-status-title" className="font-bold">
        {t('wall.daily.title')}
      </h2>
      <DailyChestStatusText {...props} />
    </section>
  );
}

function DailyChestStatusText(props: DailyChestStatusProps) {
  const t = useWallText();
  switch (props.state) {
    case 'signedOut':
      return <p className="text-sm text-ink-muted">{t('wall.daily.signedOut')}</p>;
    case 'searching':
      return <p className="text-sm text-ink-muted">{t('wall.daily.searching')}</p>;
    case 'locked':
      return <p className="text-sm text-ink-muted">{props.message}</p>;
    case 'found':
      return (
        <p className="text-sm text-ink">
          {t('wall.daily.found', {
            name: props.rarity ? rarityName(props.rarity) : t('wall.daily.chest'),
          })}
        </p>
      );
    case 'opened':
      return (
        <p className="flex items-baseline gap-2 text-sm">
          <span className="text-ink-muted">{t('wall.daily.nextIn')}</span>
          <span
            role="timer"
            aria-label={t('wall.daily.nextIn')}
            className="font-mono font-semibold tabular-nums"
          >
            {nextChestClock(props.nextChestAt, props.now)}
          </span>
        </p>
      );
  }
}
