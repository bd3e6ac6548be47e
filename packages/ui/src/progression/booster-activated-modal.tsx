// spec 1 §2 Modals: Booster activated, YOUR ... HAS BEEN ACTIVATED!, CLOSE; names as spec 1 §9.
import { BOOSTER_XP_MULTIPLIER, boosterName } from '@levelup/domain/xp-boost';
import { Button } from '../primitives/button.tsx';
import { Dialog } from '../primitives/dialog.tsx';

export type BoosterActivatedModalProps = {
  /** The booster's duration in days (domain `boosterDurationDays` of its item key). */
  durationDays: number;
  onClose: () => void;
  open?: boolean;
};

/** Confirms a booster purchase: "YOUR 7-DAY XP BOOST HAS BEEN ACTIVATED!". */
export function BoosterActivatedModal({
  durationDays,
  onClose,
  open = true,
}: BoosterActivatedModalProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={`YOUR ${boosterName(durationDays)} HAS BEEN ACTIVATED!`}
      description={`Every XP you earn counts ${BOOSTER_XP_MULTIPLIER} times while the boost runs.`}
      actions={<Button onClick={onClose}>CLOSE</Button>}
    />
  );
}
