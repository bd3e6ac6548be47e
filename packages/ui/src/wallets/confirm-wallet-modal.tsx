// spec 2 §2 Modals: Confirm wallet — heading Before you connect, then CONFIRM WALLET with CONFIRM and
// CONNECT ANOTHER; spec 2 §4 Wallet: "A wallet is permanently bound once connected"; spec 2 §9 wallet
// address display (first 6 and last 4 characters).
import { shortWalletAddress } from '@levelup/domain/wallet-address';
import { Button } from '../primitives/button.tsx';
import { Dialog } from '../primitives/dialog.tsx';
import { useWalletsText } from '../i18n/wallets-text.ts';

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
  const t = useWalletsText();
  return (
    <Dialog
      open={open}
      closeLabel={t('wallets.confirm.close')}
      onOpenChange={(next) => (next || pending ? undefined : onClose())}
      title={t('wallets.confirm.title')}
      description={t('wallets.confirm.body')}
      actions={
        <>
          <Button variant="secondary" onClick={onConnectAnother} disabled={pending}>
            {t('wallets.confirm.connectAnother')}
          </Button>
          <Button onClick={onConfirm} pending={pending}>
            {t('wallets.confirm.confirm')}
          </Button>
        </>
      }
    >
      <section aria-labelledby="confirm-wallet-heading" className="rounded-lg bg-surface p-4">
        <h3 id="confirm-wallet-heading" className="text-sm font-bold tracking-wide">
          {t('wallets.confirm.heading')}
        </h3>
        <p className="mt-1 font-mono text-lg tabular-nums" title={address}>
          {shortWalletAddress(address)}
        </p>
        {chainLabel ? (
          <p className="text-sm text-ink-muted">
            {t('wallets.confirm.onChain', { chain: chainLabel })}
          </p>
        ) : null}
      </section>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
