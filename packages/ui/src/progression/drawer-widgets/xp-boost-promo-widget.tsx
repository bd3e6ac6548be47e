// spec 1 §4 Drawer widget list: XP boost promo (hidden while a booster is active); spec 1 §9 the promo
// says a 1.5X XP multiplier.
import { BOOSTER_XP_MULTIPLIER } from '@levelup/domain/xp-boost';
import { Button } from '../../primitives/button.tsx';
import { BoltIcon } from '../../primitives/icons.tsx';
import { DrawerWidgetCard } from './widget-card.tsx';
import { useDrawerText } from '../../i18n/drawer-text.ts';

export type XpBoostPromoWidgetProps = {
  /** Opens the buy booster modal. */
  onBuy: () => void;
};

/** Offers an XP booster: a 1.5X XP multiplier. */
export function XpBoostPromoWidget({ onBuy }: XpBoostPromoWidgetProps) {
  const t = useDrawerText();
  return (
    <DrawerWidgetCard
      widget="xpBoostPromo"
      tone="promo"
      title={t('drawer.boostPromo.title')}
      badge={t('drawer.boostPromo.badge', { multiplier: BOOSTER_XP_MULTIPLIER })}
      actions={
        <Button onClick={onBuy}>
          <BoltIcon className="size-4" />
          {t('drawer.boostPromo.buy')}
        </Button>
      }
    >
      <p className="text-sm text-ink-muted">
        {t('drawer.boostPromo.body', { multiplier: BOOSTER_XP_MULTIPLIER })}
      </p>
    </DrawerWidgetCard>
  );
}
