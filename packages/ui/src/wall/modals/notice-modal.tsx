// A titled notice with an OK button: the legendary chest purchase disabled notice (spec 2 §8 "We are
// packing the Legendary Chest with lots of goodness. Please check back later.").
import { Button } from '../../primitives/button.tsx';
import { Dialog } from '../../primitives/dialog.tsx';
import { wall } from '../../i18n/en/wall.ts';
import { useWallText } from '../../i18n/wall-text.ts';

export type NoticeModalProps = { title: string; message: string; onClose: () => void };

/** spec 2 §8 Legendary chest disabled, in English from the catalogue: for apps/web until its texts move there. */
export const LEGENDARY_CHEST_DISABLED_TEXT = wall.legendary.disabled;

export function NoticeModal({ title, message, onClose }: NoticeModalProps) {
  const t = useWallText();
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={message}
      actions={<Button onClick={onClose}>{t('wall.ok')}</Button>}
    />
  );
}
