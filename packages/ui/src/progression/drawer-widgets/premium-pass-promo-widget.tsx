// spec 1 §4 Drawer widget list: premium-pass promo (hidden once the player has premium).
import { Button } from '../../primitives/button.tsx';
import { DrawerWidgetCard } from './widget-card.tsx';

export type PremiumPassPromoWidgetProps = {
  onBuy: () => void;
  /** Price shown beside the call to action, such as "US$9.99". */
  priceLabel?: string | null;
};

/** Invites the player to the premium track, with BUY PREMIUM PASS. */
export function PremiumPassPromoWidget({ onBuy, priceLabel }: PremiumPassPromoWidgetProps) {
  return (
    <DrawerWidgetCard
      widget="premiumPassPromo"
      tone="promo"
      title="PREMIUM PASS"
      actions={<Button onClick={onBuy}>BUY PREMIUM PASS</Button>}
    >
      <p className="text-sm text-ink-muted">
        Unlock the premium track and claim a second reward on every level you reach.
      </p>
      {priceLabel ? <p className="text-sm font-semibold">{priceLabel}</p> : null}
    </DrawerWidgetCard>
  );
}
