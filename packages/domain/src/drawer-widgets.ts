// spec 1 §4 Drawer widget list and Off-season.
import { isBoosterActive } from './xp-boost.ts';
import type { DateInput, Instant } from './time.ts';

/** Widgets of the battle pass notification drawer, in display order. */
export const DRAWER_WIDGETS = [
  'passStatus',
  'premiumPassPromo',
  'missionsStatus',
  'xpBoostStatus',
  'xpBoostPromo',
  'levelUpReward',
] as const;

/** One of {@link DRAWER_WIDGETS}. */
export type DrawerWidget = (typeof DRAWER_WIDGETS)[number];

/** Input of {@link visibleDrawerWidgets}. */
export type VisibleDrawerWidgetsParameters = {
  hasPremium: boolean;
  /** The user's booster (possibly expired), or null without one. */
  booster: { endAt: DateInput | null } | null;
  offSeason: boolean;
  unreadLevelUpCount: number;
  now: Instant;
};

/** Only these widgets show between seasons. */
const OFF_SEASON_WIDGETS: ReadonlySet<DrawerWidget> = new Set([
  'missionsStatus',
  'xpBoostStatus',
  'xpBoostPromo',
]);

/** The drawer widgets to show, in order. */
export function visibleDrawerWidgets(input: VisibleDrawerWidgetsParameters): DrawerWidget[] {
  const boosterActive =
    input.booster !== null && isBoosterActive({ endAt: input.booster.endAt, now: input.now });
  const shown: Record<DrawerWidget, boolean> = {
    passStatus: true,
    premiumPassPromo: !input.hasPremium,
    missionsStatus: true,
    xpBoostStatus: input.booster !== null,
    xpBoostPromo: !boosterActive,
    levelUpReward: input.unreadLevelUpCount > 0,
  };
  return DRAWER_WIDGETS.filter(
    (widget) => shown[widget] && (!input.offSeason || OFF_SEASON_WIDGETS.has(widget)),
  );
}
