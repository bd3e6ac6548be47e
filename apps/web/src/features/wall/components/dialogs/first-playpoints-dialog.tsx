// spec 2 §2 First playpoints received: NEXT leads to the premium chest modal.
import { FirstPlaypointsModal } from '@levelup/ui/wall/modals/first-playpoints-modal';
import { openPremiumChestModal } from '../modals.tsx';

export default function FirstPlaypointsDialog({
  playpoints,
  onClose,
}: {
  playpoints: number;
  onClose: () => void;
}) {
  return (
    <FirstPlaypointsModal
      playpoints={playpoints}
      onClose={onClose}
      onNext={() => {
        onClose();
        openPremiumChestModal();
      }}
    />
  );
}
