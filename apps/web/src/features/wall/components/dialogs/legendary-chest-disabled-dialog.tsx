// spec 2 §4 Legendary chest purchase: "if the flag disables it, show a notice" (spec 2 §8 text).
import { useWallText } from '@levelup/ui/i18n/wall-text';
import { NoticeModal } from '@levelup/ui/wall/modals/notice-modal';

export default function LegendaryChestDisabledDialog({ onClose }: { onClose: () => void }) {
  const t = useWallText();
  return (
    <NoticeModal
      title={t('wall.legendary.title')}
      message={t('wall.legendary.disabled')}
      onClose={onClose}
    />
  );
}
