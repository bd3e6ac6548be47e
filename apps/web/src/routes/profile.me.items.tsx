import { createFileRoute } from '@tanstack/react-router';
import { rewardNameText } from '@levelup/ui/i18n/product-words';
import { MintedItems } from '#features/profile/components/minted-items.tsx';
import { ProfileItems, type ProfileItem } from '#features/profile/components/profile-items.tsx';
import { ChestOpenAction } from '#features/profile-rewards/components/chest-open-action.tsx';
import { ChestOpeningsSection } from '#features/profile-rewards/components/chest-openings-section.tsx';

// spec 1 §2 /profile/me/items; issue 12 Build 5: held chests open from here (odds first), and the
// player's openings can be rechecked; issue 13 Build 4: minted assets show here.
const chestAction = (item: ProfileItem) =>
  item.type === 'CHEST' && item.quantity > 0 ? (
    <ChestOpenAction itemKey={item.itemKey} chestName={rewardNameText(item.itemKey, item.name)} />
  ) : null;

export const Route = createFileRoute('/profile/me/items')({
  component: () => (
    <>
      <ProfileItems renderItemAction={chestAction} />
      <MintedItems />
      <ChestOpeningsSection />
    </>
  ),
});
