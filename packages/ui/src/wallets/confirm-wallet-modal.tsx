// spec 2 §2 Modals: Confirm wallet — heading Before you connect, then CONFIRM WALLET with CONFIRM and
// CONNECT ANOTHER; spec 2 §4 Wallet: "A wallet is permanently bound once connected"; spec 2 §9 wallet
// address display (first 6 and last 4 characters).
import { shortWalletAddress } from '@levelup/domain/wallet-address';
import { Button } from '../primitives/button.tsx';
import { Dialog } from '../primitives/dialog.tsx';

export type ConfirmWalletModalProps = {
  /** The connected wallet's address. */
  address: string;
  /** The chain the wallet will be bound on, e.g. Base. */
  chainLabel?: string | null;
  /** Signing and binding are under way. */
  pending?: boolean;
  /** Why the last try failed (e.g. spec 2 §8 address-already-bound). */
  error?: string | null;
  onConfirm: () => void;
  onConnectAnother: () => void;
  onClose: () => void;
  open?: boolean;
};

/** Asks the player to confirm the connected wallet before it is bound to the account for good. */
export function ConfirmWalletModal({
  address,
  chainLabel,
  pending = false,
  error,
  onConfirm,
  onConnectAnother,
  onClose,
  open = true,
}: ConfirmWalletModalProps) {
  return (
    <Dialog
      open={open}
      closeLabel="Close wallet confirmation"
      onOpenChange={(next) => (next || pending ? undefined : onClose())}
      title="Before you connect"
      description="A wallet is bound to one account for good once connected. Your wallet will ask you to sign a message; signing costs nothing."
      actions={
        <>
          <Button variant="secondary" onClick={onConnectAnother} disabled={pending}>
            CONNECT ANOTHER
          </Button>
          <Button onClick={onConfirm} pending={pending}>
            CONFIRM
          </Button>
        </>
      }
    >
      <section aria-labelledby="confirm-wallet-heading" className="rounded-lg bg-surface p-4">
        <h3 id="confirm-wallet-heading" className="text-sm font-bold tracking-wide">
          CONFIRM WALLET
        </h3>
        <p className="mt-1 font-mono text-lg tabular-nums" title={address}>
          {shortWalletAddress(address)}
        </p>
        {chainLabel ? <p className="text-sm text-ink-muted">on {chainLabel}</p> : null}
      </section>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
