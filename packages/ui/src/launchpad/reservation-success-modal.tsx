// spec 2 §2 Reservation success modal: offers MINT NOW or viewing the reserved item (spec 2 §4 Reserve:
// shown 1000 ms after the reserve succeeds).
import { Button } from '../primitives/button.tsx';
import { Dialog } from '../primitives/dialog.tsx';
import { useLaunchpadText } from '../i18n/launchpad-text.ts';

export type ReservationSuccessModalProps = {
  name: string;
  imagePath: string;
  /** MINT NOW is disabled (MINT COMING SOON) for a collection in the disabled-mints list. */
  mintDisabled: boolean;
  onMintNow: () => void;
  /** Closes the modal and shows the reservation card. */
  onViewReservedItem: () => void;
  onClose: () => void;
};

export function ReservationSuccessModal({
  name,
  imagePath,
  mintDisabled,
  onMintNow,
  onViewReservedItem,
  onClose,
}: ReservationSuccessModalProps) {
  const t = useLaunchpadText();
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('launchpad.reserved.title')}
      description={name}
      image={{ src: imagePath, alt: name }}
      actions={
        <>
          <Button
            variant="secondary"
            onClick={() => {
              onViewReservedItem();
              onClose();
            }}
          >
            {t('launchpad.reserved.viewItem')}
          </Button>
          <Button
            disabled={mintDisabled}
            onClick={() => {
              onMintNow();
              onClose();
            }}
          >
            {t(mintDisabled ? 'launchpad.action.MINT COMING SOON' : 'launchpad.action.MINT NOW')}
          </Button>
        </>
      }
    />
  );
}
