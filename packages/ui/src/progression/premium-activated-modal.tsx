// spec 1 §2 Modals: Premium pass activated, CLAIM YOUR REWARDS.
import { Button } from '../primitives/button.tsx';
import { Dialog } from '../primitives/dialog.tsx';

export type PremiumActivatedModalProps = {
  /** Claims the premium rewards of every level already reached. */
  onClaim: () => void;
  onClose: () => void;
  /** The claim request is running; the modal stays open until it ends. */
  claiming?: boolean;
  /** A claim error to show, such as "No more reward to collect.". */
  error?: string | null;
  open?: boolean;
};

/** After buying premium: PREMIUM PASS ACTIVATED, with CLAIM YOUR REWARDS. */
export function PremiumActivatedModal({
  onClaim,
  onClose,
  claiming = false,
  error,
  open = true,
}: PremiumActivatedModalProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next || claiming ? undefined : onClose())}
      title="PREMIUM PASS ACTIVATED"
      description="The premium rewards of every level you have reached are ready to claim."
      actions={
        <Button onClick={onClaim} pending={claiming}>
          CLAIM YOUR REWARDS
        </Button>
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
