// A wallet flow's frame (issue 13 Build 5): loads the wallet setup within 10 s (spec 1 §5, else "Open
// wallet selection modal timed out", spec 1 §8), then gives its steps wagmi's React provider over the
// checkout's config, so wagmi's hooks hold the connection state. This module carries wagmi: it is only
// ever loaded lazily (with CONNECT WALLET, the wallet sign-in, or an on-chain mint), never in a first load.
import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { WagmiProvider, type useConnect } from 'wagmi';
import { WalletSelectionModal } from '@levelup/ui/payments/wallet-selection-modal';
import { apiErrorText } from '#shared/api-error-text.ts';
import { useApi } from '#shared/use-api.ts';
import { sharedText } from '../shared-text.ts';
import { loadWalletSetup, type WalletSetup } from './wallet-setup.ts';
import { walletRefusalText, withinWalletModalTime } from './wallet-signing.ts';

type Opening =
  | { kind: 'opening' }
  | { kind: 'failed'; error: string | null }
  | { kind: 'open'; setup: WalletSetup };

export type WalletFlowProps = {
  /** The first modal is open (or the opening failed and says why). */
  onOpened: () => void;
  onClose: () => void;
  /** What the wallet selection is for. */
  purpose: string;
  /** The flow's steps, inside wagmi's provider. */
  children: (setup: WalletSetup) => ReactNode;
};

export function WalletFlow({ onOpened, onClose, purpose, children }: WalletFlowProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [opening, setOpening] = useState<Opening>({ kind: 'opening' });

  useEffect(() => {
    let live = true;
    withinWalletModalTime(loadWalletSetup(api, queryClient)).then(
      (setup) => {
        if (!live) return;
        onOpened();
        setOpening(
          // Wallets are bound on the server's chains; none configured: no wallet can be used.
          setup
            ? { kind: 'open', setup }
            : { kind: 'failed', error: sharedText('wallet.unavailable') },
        );
      },
      (error: unknown) => {
        if (!live) return;
        onOpened();
        setOpening({ kind: 'failed', error: walletErrorText(error) });
      },
    );
    return () => {
      live = false;
    };
    // Opens once per flow.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (opening.kind === 'opening') return null;
  if (opening.kind === 'failed')
    return (
      <WalletSelectionModal
        wallets={[]}
        pendingId={null}
        error={opening.error}
        purpose={purpose}
        onSelect={() => undefined}
        onClose={onClose}
      />
    );
  // No reconnect: the config keeps no storage, a wallet connects on this page only.
  return (
    <WagmiProvider config={opening.setup.config} reconnectOnMount={false}>
      {children(opening.setup)}
    </WagmiProvider>
  );
}

/**
 * The parameters of wagmi's mutation hooks in a wallet flow: the flow shows a wallet's failure itself
 * (in its modal or a toast), not the app's central error toast (spec 2 §8 is for server errors).
 */
export const WALLET_MUTATION = { mutation: { meta: { errorShown: true } } } as const;

/** A wallet's refusal, else the server's or the wallet's message. */
export function walletErrorText(error: unknown): string | null {
  return walletRefusalText(error) ?? apiErrorText(error);
}

/** The wallet being connected by useConnect (its connector uid), or null. */
export function connectingWalletId({ isPending, variables }: ReturnType<typeof useConnect>) {
  const connector = isPending ? variables.connector : null;
  return connector && 'uid' in connector ? connector.uid : null;
}
