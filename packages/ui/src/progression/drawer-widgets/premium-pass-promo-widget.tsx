// spec 1 §4 Drawer widget list: premium-pass promo (hidden once the player has premium).
import { Button } from '../../primitives/button.tsx';
import { DrawerWidgetCard } from './widget-card.tsx';
import { useDrawerText } from '../../i18n/drawer-text.ts';

export type PremiumPassPromoWidgetProps = {
  onBuy: () => void;
  /** Price shown beside the call to action, such as "US$9.99". */
  priceLabel?: string | null;
};

/** Invites the player to the premium track, with BUY PREMIUM PASS. */
export function PremiumPassPromoWidget({ onBuy, priceLabel }: PremiumPassPromoWidgetProps) {
  const t = useDrawerText();
  return (
    <DrawerWidgetCard
      widget="premiumPassPromo"
      tone="promo"
      title={t('drawer.premiumPromo.title')}
      actions={<Button onClick={onBuy}>{t('drawer.premiumPromo.buy')}</Button>}
    >
      <p className="text-sm text-ink-muted">{t('drawer.premiumPromo.body')}</p>
      {priceLabel ? <p className="text-sm font-semibold">{priceLabel}</p> : null}
    </DrawerWidgetCard>
  );
}
