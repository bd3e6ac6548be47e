// spec 1 §2 Modals: Premium pass activated, CLAIM YOUR REWARDS. Issue 10 fault 12: with nothing to claim
// yet (bought at level 0) the modal says so and its button closes it, instead of promising rewards.
import { Button } from '../primitives/button.tsx';
import { Dialog } from '../primitives/dialog.tsx';

/** The body when premium rewards of levels reached wait. */
export const PREMIUM_REWARDS_READY =
  'The premium rewards of every level you have reached are ready to claim.';
/** The body when none wait yet. */
export const NO_PREMIUM_REWARDS_YET =
  'There are no premium rewards to claim yet. Each level you reach from now on brings its premium reward.';

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
  const nothingToClaim = claimableCount === 0;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next || claiming ? undefined : onClose())}
      title="PREMIUM PASS ACTIVATED"
      description={nothingToClaim ? NO_PREMIUM_REWARDS_YET : PREMIUM_REWARDS_READY}
      actions={
        nothingToClaim ? (
          <Button onClick={onClose}>CLOSE</Button>
        ) : (
          <Button onClick={onClaim} pending={claiming || claimableCount === null}>
            CLAIM YOUR REWARDS
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
