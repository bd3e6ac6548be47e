// spec 1 §2 Modals: Connect wallet button (CONNECT WALLET); spec 1 §9 wallet connect button width
// 235px; spec 2 §9 wallet address display (first 6 and last 4 characters).
import { shortWalletAddress } from '@levelup/domain/wallet-address';
import { Button } from '../primitives/button.tsx';
import { usePaymentsText } from '../i18n/payments-text.ts';

export type ConnectWalletButtonProps = {
  onClick: () => void;
  /** connected address: shows its short form instead of CONNECT WALLET */
  address?: string | null;
  /** The wallet is connecting. */
  pending?: boolean;
  disabled?: boolean;
};

/** CONNECT WALLET, or the connected wallet's short address (the full one on hover). */
export function ConnectWalletButton({
  onClick,
  address,
  pending = false,
  disabled = false,
}: ConnectWalletButtonProps) {
  const t = usePaymentsText();
  return (
    <Button
      className="w-[235px] max-w-full"
      variant={address ? 'secondary' : 'primary'}
      onClick={onClick}
      pending={pending}
      disabled={disabled}
      title={address ?? undefined}
    >
      {address ? (
        <span className="font-mono tabular-nums">{shortWalletAddress(address)}</span>
      ) : (
        t('payments.wallets.title')
      )}
    </Button>
  );
}
