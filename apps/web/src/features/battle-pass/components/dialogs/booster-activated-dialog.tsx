import { BoosterActivatedModal } from '@levelup/ui/progression/booster-activated-modal';

/** spec 1 §2 Booster activated: YOUR N-DAY XP BOOST HAS BEEN ACTIVATED!, CLOSE. */
export default function BoosterActivatedDialog({
  durationDays,
  onClose,
}: {
  durationDays: number;
  onClose: () => void;
}) {
  return <BoosterActivatedModal durationDays={durationDays} onClose={onClose} />;
}
