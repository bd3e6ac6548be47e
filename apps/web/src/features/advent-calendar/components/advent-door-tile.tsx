// A door of the advent calendar: its day, and what it holds for the player now. A shut door cannot
// be opened before its day.
import { useAdventCalendarText } from '../advent-calendar-text.ts';
import { doorStateLabel, type AdventDoor } from '../lib/advent-doors.ts';

const TONES: Record<AdventDoor['state'], string> = {
  locked: 'bg-surface text-ink-muted',
  open: 'bg-accent text-surface',
  ready: 'bg-accent text-surface ring-2 ring-ink',
  collected: 'bg-surface-raised text-ink',
  missed: 'bg-surface text-ink-muted line-through',
};

export type AdventDoorTileProps = { door: AdventDoor; selected: boolean; onSelect: () => void };

export function AdventDoorTile({ door, selected, onSelect }: AdventDoorTileProps) {
  const t = useAdventCalendarText();
  const label = doorStateLabel(door, t);
  return (
    <button
      type="button"
      aria-pressed={selected}
      aria-label={t('door.tile', { day: door.day, state: label })}
      data-door-state={door.state}
      disabled={door.state === 'locked'}
      onClick={onSelect}
      className={`flex aspect-square w-full flex-col items-center justify-center gap-1 rounded-lg border border-ink-muted/30 p-1 text-center focus-visible:outline-2 focus-visible:outline-accent disabled:cursor-not-allowed aria-pressed:outline-2 aria-pressed:outline-ink ${TONES[door.state]}`}
    >
      <span aria-hidden className="text-2xl font-bold tabular-nums">
        {door.day}
      </span>{' '}
      <span aria-hidden className="text-[0.65rem] leading-tight font-semibold uppercase">
        {label}
      </span>
    </button>
  );
}
