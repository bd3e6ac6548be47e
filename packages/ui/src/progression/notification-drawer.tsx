// spec 1 §2 Navbar Battle Pass widget, spec 1 §4 Drawer widget list and Off-season, spec 1 §9 drawer
// width 370px on desktop and countdown tick 1 s.
import { visibleDrawerWidgets } from '@levelup/domain/drawer-widgets';
import type { DrawerWidget } from '@levelup/domain/drawer-widgets';
import type { DateInput } from '@levelup/domain/time';
import type { ReactElement, ReactNode } from 'react';
import { Drawer } from '../primitives/drawer.tsx';
import { LevelUpRewardWidget } from './drawer-widgets/level-up-reward-widget.tsx';
import type { LevelUpRewardWidgetProps } from './drawer-widgets/level-up-reward-widget.tsx';
import { MissionsStatusWidget } from './drawer-widgets/missions-status-widget.tsx';
import type { MissionsStatusWidgetProps } from './drawer-widgets/missions-status-widget.tsx';
import { PassStatusWidget } from './drawer-widgets/pass-status-widget.tsx';
import type { PassStatusWidgetProps } from './drawer-widgets/pass-status-widget.tsx';
import { PremiumPassPromoWidget } from './drawer-widgets/premium-pass-promo-widget.tsx';
import type { PremiumPassPromoWidgetProps } from './drawer-widgets/premium-pass-promo-widget.tsx';
import { XpBoostPromoWidget } from './drawer-widgets/xp-boost-promo-widget.tsx';
import { XpBoostStatusWidget } from './drawer-widgets/xp-boost-status-widget.tsx';
import { useNow } from './hooks/use-now.ts';
import { useDrawerText } from '../i18n/drawer-text.ts';

/** spec 1 §9: countdowns tick every second. */
const TICK_MS = 1_000;

export type NotificationDrawerProps = {
  /** The element that opens the drawer, usually the LevelRing. */
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  side?: 'left' | 'right';

  /** Inputs of the visibility rules (domain visibleDrawerWidgets). */
  offSeason: boolean;
  hasPremium: boolean;
  unreadLevelUpCount: number;
  /** The player's latest booster, active or expired (spec 1 §3 Booster state), or null. */
  booster: { itemKey: string; endAt: DateInput } | null;

  /** Pass status: the player's level and XP (hasPremium comes from above). */
  passStatus: Omit<PassStatusWidgetProps, 'hasPremium'>;
  premiumPassPromo: PremiumPassPromoWidgetProps;
  /** The daily missions status; without it (a season without missions) no missions widget shows. */
  dailyMissions?: Omit<MissionsStatusWidgetProps, 'now'> | null;
  /** Opens the buy booster modal, from the XP boost promo and from BUY AGAIN. */
  onBuyBooster: () => void;
  /** No booster can be bought now (spec 1 §5 multi-booster purchase disabled): no BUY AGAIN. */
  boosterPurchaseBlocked?: boolean;
  levelUpReward: LevelUpRewardWidgetProps;

  /** Stops the clock at this time (stories, tests); the drawer ticks every second otherwise. */
  now?: number;
};

/**
 * The battle pass drawer: the widgets of spec 1 §4 in order, each shown by the domain's rules. A
 * Radix dialog on the side: 370px on desktop, full width on phones; an outside click or Escape closes it.
 */
export function NotificationDrawer({
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  side = 'right',
  ...content
}: NotificationDrawerProps) {
  const t = useDrawerText();
  return (
    <Drawer
      side={side}
      title={t('drawer.title')}
      closeLabel={t('drawer.close')}
      trigger={trigger}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      {/* Mounted only while open, so the clock ticks only then. */}
      <DrawerWidgetList {...content} />
    </Drawer>
  );
}

type DrawerWidgetListProps = Omit<
  NotificationDrawerProps,
  'trigger' | 'open' | 'defaultOpen' | 'onOpenChange' | 'side'
>;

function DrawerWidgetList(props: DrawerWidgetListProps) {
  const now = useNow(TICK_MS, props.now);
  const widgets = visibleDrawerWidgets({
    hasPremium: props.hasPremium,
    booster: props.booster,
    offSeason: props.offSeason,
    unreadLevelUpCount: props.unreadLevelUpCount,
    now,
  });
  const render: Record<DrawerWidget, () => ReactNode> = {
    passStatus: () => <PassStatusWidget {...props.passStatus} hasPremium={props.hasPremium} />,
    premiumPassPromo: () => <PremiumPassPromoWidget {...props.premiumPassPromo} />,
    missionsStatus: () =>
      props.dailyMissions ? <MissionsStatusWidget {...props.dailyMissions} now={now} /> : null,
    xpBoostStatus: () =>
      props.booster ? (
        <XpBoostStatusWidget
          {...props.booster}
          now={now}
          onBuyAgain={props.onBuyBooster}
          purchaseBlocked={props.boosterPurchaseBlocked}
        />
      ) : null,
    xpBoostPromo: () => <XpBoostPromoWidget onBuy={props.onBuyBooster} />,
    levelUpReward: () => <LevelUpRewardWidget {...props.levelUpReward} />,
  };
  return (
    <ul className="flex flex-col gap-3">
      {widgets
        .filter((widget) => widget !== 'missionsStatus' || props.dailyMissions)
        .map((widget) => (
          <li key={widget}>{render[widget]()}</li>
        ))}
    </ul>
  );
}
