// spec 2 §2 Modals: buy confirmation (BUY LEGENDARY CHEST); spec 2 §4 Legendary chest purchase: confirm,
// then buy. The odds show before the player buys.
import { Button } from '../../primitives/button.tsx';
import { Dialog } from '../../primitives/dialog.tsx';
import { ChestOddsList, type ChestOdds } from '../chest-odds-list.tsx';
import { useWallText } from '../../i18n/wall-text.ts';

export type BuyLegendaryChestModalProps = {
  price: number | null;
  /** The player's Gold. */
  gold: number;
  /** Null while loading. */
  odds: ChestOdds | null;
  buying: boolean;
  onBuy: () => void;
  onClose: () => void;
};

export function BuyLegendaryChestModal({
  price,
  gold,
  odds,
  buying,
  onBuy,
  onClose,
}: BuyLegendaryChestModalProps) {
  const t = useWallText();
  return (
    <Dialog
      open
      onOpenChange={(open) => (open || buying ? undefined : onClose())}
      title={t('wall.legendary.buy')}
      description={
        price === null ? t('wall.legendary.buyWithGold') : t('wall.legendary.buyFor', { price })
      }
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={buying}>
            {t('wall.legendary.cancel')}
          </Button>
          <Button onClick={onBuy} pending={buying} disabled={price === null}>
            {t('wall.legendary.buy')}
          </Button>
        </>
      }
    >
      <p className="text-sm text-ink-muted">
        Your balance:{' '}
        <span className="font-semibold text-ink">{t('wall.gold', { amount: gold })}</span>
      </p>
      {odds ? <ChestOddsList odds={odds} label={t('wall.legendary.odds')} /> : null}
    </Dialog>
  );
}
