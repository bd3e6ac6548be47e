import { Link } from '@tanstack/react-router';
import { isAdventSeason } from '@levelup/domain/advent';
import { SockIcon } from '#shared/components/icons.tsx';
import { useShellText } from '../shell-text.ts';

/** The advent calendar's sock icon, shown only in December (spec 1 §2 Routes, §9). */
export function AdventLink({ now }: { now: number }) {
  const t = useShellText();
  if (!isAdventSeason(now)) return null;
  return (
    <Link
      to="/advent-calendar"
      aria-label={t('adventCalendar')}
      className="grid size-10 place-items-center rounded-md text-accent hover:bg-surface-raised focus-visible:outline-2 focus-visible:outline-accent"
    >
      <SockIcon className="size-6" />
    </Link>
  );
}
