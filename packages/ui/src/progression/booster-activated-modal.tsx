// spec 1 §2 Modals: Booster activated, YOUR ... HAS BEEN ACTIVATED!, CLOSE; names as spec 1 §9.
import { BOOSTER_XP_MULTIPLIER } from '@levelup/domain/xp-boost';
import { boosterText } from '../i18n/product-words.ts';
import { Button } from '../primitives/button.tsx';
import { Dialog } from '../primitives/dialog.tsx';
import { useProgressionText } from '../i18n/progression-text.ts';

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
  const t = useProgressionText();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('progression.boosterActivated.title', { booster: boosterText(durationDays) })}
      description={t('progression.boosterActivated.body', { multiplier: BOOSTER_XP_MULTIPLIER })}
      actions={<Button onClick={onClose}>{t('progression.close')}</Button>}
    />
  );
}
