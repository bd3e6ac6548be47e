import { useNavigate } from '@tanstack/react-router';
import { CheckYourItemsModal } from '@levelup/ui/progression/check-your-items-modal';

/** spec 1 §2 Routes: /profile/me/items is the target of View Item after an in-game reward. */
export const PROFILE_ITEMS_PATH = '/profile/me/items';

/** spec 1 §2 Check your items: VIEW ITEM goes to the profile's items tab. */
export default function CheckYourItemsDialog({
  itemName,
  onClose,
}: {
  itemName: string | null;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  return (
    <CheckYourItemsModal
      itemName={itemName}
      onClose={onClose}
      onViewItem={() => {
        onClose();
        void navigate({ to: PROFILE_ITEMS_PATH });
      }}
    />
  );
}
