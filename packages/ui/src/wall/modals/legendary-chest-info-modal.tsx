// spec 2 §2 Modals: Legendary chest info — what it costs and what it can give, with the odds.
import { Button } from '../../primitives/button.tsx';
import { Dialog } from '../../primitives/dialog.tsx';
import { ChestOddsList, type ChestOddsLine } from '../chest-odds-list.tsx';

export type LegendaryChestInfoModalProps = {
  price: number | null;
  odds: ReadonlyArray<ChestOddsLine>;
  onClose: () => void;
};

export function LegendaryChestInfoModal({ price, odds, onClose }: LegendaryChestInfoModalProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="LEGENDARY CHEST"
      description={`Buy it with Gold${price === null ? '' : ` for ${price.toLocaleString('en-US')} Gold`} and open it at once. Each opening rolls the drops below with these odds.`}
      actions={<Button onClick={onClose}>OK</Button>}
    >
      <ChestOddsList lines={odds} label="Legendary Chest odds" />
    </Dialog>
  );
}
