// spec 1 §2 Modals: Premium pass activated, CLAIM YOUR REWARDS. Issue 10 fault 12: with nothing to claim
// yet (bought at level 0) the modal says so and its button closes it, instead of promising rewards.
import { Button } from '../primitives/button.tsx';
import { Dialog } from '../primitives/dialog.tsx';
import { useProgressionText } from '../i18n/progression-text.ts';

export type PremiumActivatedModalProps = {
  /**
   * How many premium rewards the player can claim now; null while it is being counted (the button
   * waits). With 0 the modal says there is nothing to claim and offers CLOSE.
   */
  claimableCount: number | null;
  /** Claims the premium rewards of every level already reached. */
  onClaim: () => void;
  onClose: () => void;
  /** The claim request is running; the modal stays open until it ends. */
  claiming?: boolean;
  /** A claim error to show. */
  error?: string | null;
  open?: boolean;
};

/** After buying premium: PREMIUM PASS ACTIVATED, with CLAIM YOUR REWARDS when there is something to claim. */
export function PremiumActivatedModal({
  claimableCount,
  onClaim,
  onClose,
  claiming = false,
  error,
  open = true,
}: PremiumActivatedModalProps) {
  const t = useProgressionText();
  const nothingToClaim = claimableCount === 0;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next || claiming ? undefined : onClose())}
      title={t('progression.premiumActivated.title')}
      description={t(
        nothingToClaim
          ? 'progression.premiumActivated.noRewardsYet'
          : 'progression.premiumActivated.rewardsReady',
      )}
      actions={
        nothingToClaim ? (
          <Button onClick={onClose}>{t('progression.close')}</Button>
        ) : (
          <Button onClick={onClaim} pending={claiming || claimableCount === null}>
            {t('progression.premiumActivated.claimRewards')}
          </Button>
        )
      }
    >
      {error ? (
        <p role="alert" className="text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
