// spec 1 §2 View reward item: game name, item name, first sentence of the description, OK; the item is
// read by its key (spec 1 §7 "Item by itemKey for reward details"), the card's copy shows meanwhile.
import { useQuery } from '@tanstack/react-query';
import { itemQueryOptions } from '@levelup/api/battle-pass';
import { ViewRewardItemModal } from '@levelup/ui/progression/view-reward-item-modal';
import { useApi } from '#shared/use-api.ts';

/** What the reward card already knows of its item. */
export type RewardItemPreview = {
  itemKey: string;
  name: string;
  gameName: string | null;
  description: string | null;
  imagePath: string | null;
};

export default function ViewRewardDialog({
  item,
  onClose,
}: {
  item: RewardItemPreview;
  onClose: () => void;
}) {
  const { data } = useQuery(itemQueryOptions(useApi(), item.itemKey));
  const loaded = data?.item;
  return (
    <ViewRewardItemModal
      itemName={loaded?.name ?? item.name}
      gameName={loaded?.game?.name ?? item.gameName}
      description={loaded?.description ?? item.description}
      imagePath={loaded?.imagePath ?? item.imagePath}
      onClose={onClose}
    />
  );
}
