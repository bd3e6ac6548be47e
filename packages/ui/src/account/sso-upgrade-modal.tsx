// spec 1 §4 SSO upgrade flow: a modal whose button goes to the sign-up auth page.
import { Button } from '../primitives/button.tsx';
import { Dialog } from '../primitives/dialog.tsx';

export type SsoUpgradeModalProps = {
  /** spec 1 §9: the upgrade reward, 100 Playpoints. */
  rewardPlaypoints: number;
  onUpgrade: () => void;
  onClose: () => void;
};

/** Asks a player whose account predates e-mail sign-in to set one up, for a Playpoints reward. */
export function SsoUpgradeModal({ rewardPlaypoints, onUpgrade, onClose }: SsoUpgradeModalProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="UPGRADE YOUR ACCOUNT"
      description={`Add an e-mail and password sign-in to your account and get ${rewardPlaypoints} Playpoints.`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Later
          </Button>
          <Button onClick={onUpgrade}>UPGRADE NOW</Button>
        </>
      }
    />
  );
}
