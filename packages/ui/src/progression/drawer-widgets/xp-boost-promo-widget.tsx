// spec 1 §4 Drawer widget list: XP boost promo (hidden while a booster is active); spec 1 §9 the promo
// says a 1.5X XP multiplier.
import { BOOSTER_XP_MULTIPLIER } from '@levelup/domain/xp-boost';
import { Button } from '../../primitives/button.tsx';
import { BoltIcon } from '../../primitives/icons.tsx';
import { DrawerWidgetCard } from './widget-card.tsx';

export type XpBoostPromoWidgetProps = {
  /** Opens the buy booster modal. */
  onBuy: () => void;
};

/** Offers an XP booster: a 1.5X XP multiplier. */
export function XpBoostPromoWidget({ onBuy }: XpBoostPromoWidgetProps) {
  return (
    <DrawerWidgetCard
      widget="xpBoostPromo"
      tone="promo"
      title="XP BOOST"
      badge={`${BOOSTER_XP_MULTIPLIER}X XP`}
      actions={
        <Button onClick={onBuy}>
          <BoltIcon className="size-4" />
          BUY XP BOOST
        </Button>
      }
    >
      <p className="text-sm text-ink-muted">
        Get a {BOOSTER_XP_MULTIPLIER}X XP multiplier and level up faster.
      </p>
    </DrawerWidgetCard>
  );
}
