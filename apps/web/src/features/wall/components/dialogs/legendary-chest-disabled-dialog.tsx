// spec 2 §4 Legendary chest purchase: "if the flag disables it, show a notice" (spec 2 §8 text).
import { LEGENDARY_CHEST_DISABLED_TEXT, NoticeModal } from '@levelup/ui/wall/modals/notice-modal';

export default function LegendaryChestDisabledDialog({ onClose }: { onClose: () => void }) {
  return (
    <NoticeModal
      title="LEGENDARY CHEST"
      message={LEGENDARY_CHEST_DISABLED_TEXT}
      onClose={onClose}
    />
  );
}
