// spec 1 §4 Drawer widget list: pass status (level, XP progress, premium or basic pass).
import { DrawerWidgetCard } from './widget-card.tsx';
import { useDrawerText } from '../../i18n/drawer-text.ts';

export type PassStatusWidgetProps = {
  level: number;
  xp: number;
  /** The next level, or null at the max level. */
  nextLevel: number | null;
  /** Cumulative XP of the next level, or null at the max level. */
  nextLevelXp: number | null;
  /** Progress from the level to the next, 0..1 (spec 1 §3 levelProgress). */
  levelProgress: number;
  hasPremium: boolean;
};

/** The player's level, XP toward the next level, and which pass they hold. */
export function PassStatusWidget({
  level,
  xp,
  nextLevel,
  nextLevelXp,
  levelProgress,
  hasPremium,
}: PassStatusWidgetProps) {
  const t = useDrawerText();
  const maxLevel = nextLevel === null || nextLevelXp === null;
  const percent = maxLevel ? 100 : Math.round(Math.min(1, Math.max(0, levelProgress)) * 100);
  return (
    <DrawerWidgetCard
      widget="passStatus"
      title={t('drawer.passStatus.level', { level })}
      badge={t(hasPremium ? 'drawer.passStatus.premium' : 'drawer.passStatus.basic')}
    >
      <div
        role="progressbar"
        aria-label={
          maxLevel
            ? t('drawer.passStatus.maxLevelLabel')
            : t('drawer.passStatus.toLevelLabel', { level: nextLevel })
        }
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-surface"
      >
        <div className="h-full rounded-full bg-accent" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-ink-muted tabular-nums">
        {maxLevel
          ? t('drawer.passStatus.xpMaxLevel', { xp })
          : t('drawer.passStatus.xpOfNext', { xp, nextLevelXp })}
      </p>
    </DrawerWidgetCard>
  );
}
