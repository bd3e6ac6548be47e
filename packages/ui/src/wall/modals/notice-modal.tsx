// A titled notice with an OK button: the legendary chest purchase disabled notice (spec 2 §8 "We are
// packing the Legendary Chest with lots of goodness. Please check back later.").
import { Button } from '../../primitives/button.tsx';
import { Dialog } from '../../primitives/dialog.tsx';

export type NoticeModalProps = { title: string; message: string; onClose: () => void };

/** spec 2 §8 Legendary chest disabled. */
export const LEGENDARY_CHEST_DISABLED_TEXT =
  'We are packing the Legendary Chest with lots of goodness. Please check back later.';

export function NoticeModal({ title, message, onClose }: NoticeModalProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={message}
      actions={<Button onClick={onClose}>OK</Button>}
    />
  );
}
