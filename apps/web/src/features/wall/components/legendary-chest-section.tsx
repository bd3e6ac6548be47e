// spec 2 §2 Wall sidebar: the legendary chest card with its info modal and BUY LEGENDARY CHEST.
import { LegendaryChestCard } from '@levelup/ui/wall/legendary-chest-card';
import { useBuyLegendaryClick } from '../hooks/use-buy-legendary-click.ts';
import { useLegendaryChest } from '../hooks/use-legendary-chest.ts';
import { loadWallModals } from '../lib/load-wall-modals.ts';

export function LegendaryChestSection({ signedIn }: { signedIn: boolean }) {
  const chest = useLegendaryChest();
  const buy = useBuyLegendaryClick(signedIn);
  return (
    <LegendaryChestCard
      price={chest.price}
      odds={chest.odds}
      imagePath={chest.imagePath}
      onInfo={() =>
        void loadWallModals().then((modals) =>
          modals.openLegendaryChestInfoModal({ price: chest.price, odds: chest.odds }),
        )
      }
      onBuy={buy}
    />
  );
}
