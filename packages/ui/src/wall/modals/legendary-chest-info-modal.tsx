// spec 2 §2 Modals: Legendary chest info — what it costs and what it can give, with the odds.
import { Button } from '../../primitives/button.tsx';
import { Dialog } from '../../primitives/dialog.tsx';
import { ChestOddsList, type ChestOdds } from '../chest-odds-list.tsx';
import { useWallText } from '../../i18n/wall-text.ts';

export type LegendaryChestInfoModalProps = {
  price: number | null;
  /** Null while loading. */
  odds: ChestOdds | null;
  onClose: () => void;
};

export function LegendaryChestInfoModal({ price, odds, onClose }: LegendaryChestInfoModalProps) {
  const t = useWallText();
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('wall.legendary.title')}
      description={
        price === null ? t('wall.legendary.info') : t('wall.legendary.infoWithPrice', { price })
      }
      actions={<Button onClick={onClose}>{t('wall.ok')}</Button>}
    >
      {odds ? <ChestOddsList odds={odds} label={t('wall.legendary.odds')} /> : null}
    </Dialog>
  );
}
