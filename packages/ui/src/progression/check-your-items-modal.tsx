// spec 1 §2 Modals: Check your items, VIEW ITEM (the caller goes to /profile/me/items, spec 1 §2 Routes).
import { Button } from '../primitives/button.tsx';
import { Dialog } from '../primitives/dialog.tsx';
import { useUiText } from '../i18n/ui-text.ts';

export type CheckYourItemsModalProps = {
  /** The item just claimed, named in the text when given. */
  itemName?: string | null;
  /** Goes to the profile's items tab. */
  onViewItem: () => void;
  onClose: () => void;
  open?: boolean;
};

/** After claiming an item: it is in the player's items, with VIEW ITEM. */
export function CheckYourItemsModal({
  itemName,
  onViewItem,
  onClose,
  open = true,
}: CheckYourItemsModalProps) {
  const t = useUiText();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('items.checkYourItems.title')}
      description={
        itemName ? t('items.checkYourItems.named', { itemName }) : t('items.checkYourItems.unnamed')
      }
      actions={<Button onClick={onViewItem}>{t('items.checkYourItems.viewItem')}</Button>}
    />
  );
}
