// spec 1 §4 Drawer widget list: pass status (level, XP progress, premium or basic pass).
import { DrawerWidgetCard } from './widget-card.tsx';

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

const xpFormat = new Intl.NumberFormat('en-US');

/** The player's level, XP toward the next level, and which pass they hold. */
export function PassStatusWidget({
  level,
  xp,
  nextLevel,
  nextLevelXp,
  levelProgress,
  hasPremium,
}: PassStatusWidgetProps) {
  const maxLevel = nextLevel === null || nextLevelXp === null;
  const percent = maxLevel ? 100 : Math.round(Math.min(1, Math.max(0, levelProgress)) * 100);
  return (
    <DrawerWidgetCard
      widget="passStatus"
      title={`LEVEL ${level}`}
      badge={hasPremium ? 'PREMIUM PASS' : 'BASIC PASS'}
    >
      <div
        role="progressbar"
        aria-label={maxLevel ? 'XP: max level' : `XP to level ${nextLevel}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-surface"
      >
        <div className="h-full rounded-full bg-accent" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-ink-muted tabular-nums">
        {maxLevel
          ? `${xpFormat.format(xp)} XP · MAX LEVEL`
          : `${xpFormat.format(xp)} / ${xpFormat.format(nextLevelXp)} XP`}
      </p>
    </DrawerWidgetCard>
  );
}
