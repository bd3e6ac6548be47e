// spec 1 §4 XP boost widget: the booster and its time left; buy-again only when more than 120 units
// remain. Our unit is the minute (docs/architecture.md "Battle pass progression"): more than 120 minutes, i.e. over 2 hours.
// spec 1 §5: while no booster can be bought (multi-booster purchase disabled, this one active) the
// button is disabled and reads XP BOOST ALREADY ACTIVE here, where the choice starts (issue 10 fault 13).
import { countdown } from '@levelup/domain/event-status';
import { MINUTE_MS, toEpochMs } from '@levelup/domain/time';
import type { DateInput } from '@levelup/domain/time';
import { boosterDurationDays, isBoosterItemKey, showBuyAgain } from '@levelup/domain/xp-boost';
import { Button } from '../../primitives/button.tsx';
import { BoltIcon } from '../../primitives/icons.tsx';
import { DrawerWidgetCard } from './widget-card.tsx';
import { boosterText } from '../../i18n/product-words.ts';
import { drawerText, useDrawerText } from '../../i18n/drawer-text.ts';

export type XpBoostStatusWidgetProps = {
  /** The booster's item key (spec 1 §3 Booster state boosterItemKey). */
  itemKey: string;
  /** When it ends (or ended). */
  endAt: DateInput;
  now: number;
  onBuyAgain: () => void;
  /** No booster can be bought now (spec 1 §5): BUY AGAIN is not offered. */
  purchaseBlocked?: boolean;
};

/** Whole minutes left until `endAt`: the unit of the buy-again threshold. */
export function boosterMinutesLeft(endAt: DateInput, now: number): number {
  return Math.max(0, Math.floor((toEpochMs(endAt) - now) / MINUTE_MS));
}

function timeLeftText(endAt: DateInput, now: number): string {
  const left = countdown(endAt, now);
  if (left.days > 0) return drawerText('drawer.boostStatus.daysLeft', left);
  if (left.hours > 0) return drawerText('drawer.boostStatus.hoursLeft', left);
  return drawerText('drawer.boostStatus.minutesLeft', left);
}

/** The player's booster: its name, time left, and BUY AGAIN while over 120 minutes remain. */
export function XpBoostStatusWidget({
  itemKey,
  endAt,
  now,
  onBuyAgain,
  purchaseBlocked = false,
}: XpBoostStatusWidgetProps) {
  const t = useDrawerText();
  const minutesLeft = boosterMinutesLeft(endAt, now);
  const active = toEpochMs(endAt) > now;
  const name = isBoosterItemKey(itemKey) ? boosterText(boosterDurationDays(itemKey)) : itemKey;
  return (
    <DrawerWidgetCard
      widget="xpBoostStatus"
      title={
        <span className="flex items-center gap-1.5">
          <BoltIcon className="size-4 text-accent" />
          {name}
        </span>
      }
      badge={t(active ? 'drawer.boostStatus.active' : 'drawer.boostStatus.expired')}
      actions={
        !showBuyAgain(minutesLeft) ? null : purchaseBlocked ? (
          <Button disabled>{t('drawer.boostStatus.alreadyActive')}</Button>
        ) : (
          <Button onClick={onBuyAgain}>{t('drawer.boostStatus.buyAgain')}</Button>
        )
      }
    >
      {active ? (
        <p className="text-sm tabular-nums">
          <span role="timer">{timeLeftText(endAt, now)}</span>
        </p>
      ) : null}
    </DrawerWidgetCard>
  );
}
