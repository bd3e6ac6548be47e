// spec 1 §2 Modals: Connect wallet (CONNECT WALLET); spec 1 §4 Wallet purchase starts by choosing
// a wallet; spec 1 §8 Wallet modal timeout is reported through `error`.
import { Button } from '../primitives/button.tsx';
import { Dialog } from '../primitives/dialog.tsx';
import { usePaymentsText } from '../i18n/payments-text.ts';

export type WalletOption = {
  id: string;
  name: string;
  /** e.g. "Local test wallet on chain 31337" */
  detail?: string | null;
  iconUrl?: string | null;
};

export type WalletSelectionModalProps = {
  wallets: ReadonlyArray<WalletOption>;
  onSelect: (id: string) => void;
  onClose: () => void;
  /** the wallet being connected */
  pendingId?: string | null;
  error?: string | null;
  open?: boolean;
  /** What the chosen wallet is for; paying with crypto by default. */
  purpose?: string;
};

/** No wallet to offer: what the player can do about it. */
function WalletButton({
  wallet,
  pending,
  disabled,
  onSelect,
}: {
  wallet: WalletOption;
  pending: boolean;
  disabled: boolean;
  onSelect: (id: string) => void;
}) {
  return (
    <Button
      variant="secondary"
      size="lg"
      className="w-full justify-start! text-left"
      pending={pending}
      disabled={disabled}
      // Named by all its visible text, the wallet's name then its detail (WCAG 2.5.3 label in name).
      onClick={() => onSelect(wallet.id)}
    >
      {wallet.iconUrl && !pending ? (
        <img src={wallet.iconUrl} alt="" className="size-6 shrink-0 rounded" />
      ) : null}
      <span className="flex min-w-0 flex-col">
        <span className="truncate">{wallet.name}</span>
        {wallet.detail ? (
          <span className="truncate text-xs font-normal text-ink-muted">{wallet.detail}</span>
        ) : null}
      </span>
    </Button>
  );
}

/** Lists the wallets the browser offers; choosing one connects it. */
export function WalletSelectionModal({
  wallets,
  onSelect,
  onClose,
  pendingId = null,
  error,
  open = true,
  purpose,
}: WalletSelectionModalProps) {
  const t = usePaymentsText();
  return (
    <Dialog
      open={open}
      closeLabel={t('payments.wallets.close')}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('payments.wallets.title')}
      description={
        wallets.length > 0
          ? (purpose ?? t('payments.wallets.purpose'))
          : t('payments.wallets.noneFound')
      }
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('payments.cancel')}
        </Button>
      }
    >
      {wallets.length > 0 ? (
        <ul aria-label={t('payments.wallets.list')} className="flex flex-col gap-2">
          {wallets.map((wallet) => (
            <li key={wallet.id}>
              <WalletButton
                wallet={wallet}
                pending={wallet.id === pendingId}
                // While one wallet connects, the others wait.
                disabled={pendingId !== null && wallet.id !== pendingId}
                onSelect={onSelect}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
