// spec 1 §3 Daily mission list (completed out of a total, 10 when unknown), spec 1 §4 XP boost widget
// (the mission countdown runs to the end of the local day, 23:59:59), spec 1 §9 tick 1 s.
import { dailyMissionsStatus, msUntilEndOfLocalDay } from '@levelup/domain/daily-missions';
import { countdown } from '@levelup/domain/event-status';
import { Button } from '../../primitives/button.tsx';
import { DrawerWidgetCard } from './widget-card.tsx';
import { useDrawerText } from '../../i18n/drawer-text.ts';

export type MissionsStatusWidgetProps = {
  completed: number;
  /** Null or missing when unknown: the domain's default of 10. */
  total?: number | null;
  /** The current time; the drawer re-renders the widget every second. */
  now: number;
  /** Goes to the missions, when the app has a page for them. */
  onOpenMissions?: () => void;
};

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Daily missions done ("3/10") and the time left until they reset at the end of the local day. */
export function MissionsStatusWidget({
  completed,
  total,
  now,
  onOpenMissions,
}: MissionsStatusWidgetProps) {
  const t = useDrawerText();
  const status = dailyMissionsStatus({ completed, total });
  const left = countdown(now + msUntilEndOfLocalDay(now), now);
  const clock = `${twoDigits(left.hours)}:${twoDigits(left.minutes)}:${twoDigits(left.seconds)}`;
  return (
    <DrawerWidgetCard
      widget="missionsStatus"
      title={t('drawer.missions.title')}
      badge={status.allCompleted ? t('drawer.missions.allDone') : null}
      actions={
        onOpenMissions ? (
          <Button onClick={onOpenMissions}>{t('drawer.missions.goToMissions')}</Button>
        ) : null
      }
    >
      <p className="text-2xl font-bold tabular-nums">
        {status.label}
        <span className="sr-only">{t('drawer.missions.completed')}</span>
      </p>
      <p className="flex items-baseline gap-2 text-sm">
        <span className="text-ink-muted">{t('drawer.missions.resetsIn')}</span>
        <span role="timer" className="font-mono font-semibold tabular-nums">
          {clock}
        </span>
      </p>
    </DrawerWidgetCard>
  );
}
