// CONNECT WALLET on the profile (issue 13 Build 5; spec 2 §4 Wallet): the wallet selection (open
// within 10 s, spec 1 §5, else "Open wallet selection modal timed out"), the confirm wallet modal
// (spec 2 §2), then the signed challenge binds the wallet and the user is refetched. The wallet code
// is the checkout's (one wagmi config per page, shared with the crypto checkout), loaded here.
import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentSettingsQueryOptions } from '@levelup/api/payments';
import { connectWalletMutationOptions, requestWalletChallenge } from '@levelup/api/wallets';
import { ConfirmWalletModal } from '@levelup/ui/wallets/confirm-wallet-modal';
import { WalletSelectionModal } from '@levelup/ui/payments/wallet-selection-modal';
import type { WalletOption } from '@levelup/ui/payments/wallet-selection-modal';
import { useSessionController } from '#app/session.ts';
import { apiErrorText } from '#shared/api-error-text.ts';
import { chainName } from '#shared/chains.ts';
import { useApi } from '#shared/use-api.ts';
import {
  bindConnectedWallet,
  requiredWalletChainId,
  walletRefusalText,
  withinWalletModalTime,
} from '../lib/wallet-binding.ts';

type Runtime = NonNullable<ReturnType<Awaited<ReturnType<typeof loadWalletCode>>['walletRuntime']>>;

const loadWalletCode = async () =>
  (await import('@levelup/checkout/wallet-loader')).loadWalletCode();

/** Wallets are bound on the server's chains; none configured: no wallet can be bound. */
const WALLETS_UNAVAILABLE = 'Wallets cannot be connected right now.';

type View =
  | { kind: 'opening' }
  | { kind: 'select'; wallets: WalletOption[]; pendingId: string | null; error: string | null }
  | { kind: 'confirm'; address: string; pending: boolean; error: string | null };

export default function ConnectWalletFlow({
  onOpened,
  onClose,
}: {
  /** The first modal is open (or the opening failed and says why). */
  onOpened: () => void;
  onClose: () => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const session = useSessionController();
  // Its success refreshes the wallet list (packages/api wallets.ts).
  const connectWallet = useMutation(connectWalletMutationOptions(api, queryClient));
  const [view, setView] = useState<View>({ kind: 'opening' });
  const runtime = useRef<Runtime | null>(null);
  const chainId = useRef<number | null>(null);
  // The same chain for rendering (refs are not read while rendering).
  const [requiredChain, setRequiredChain] = useState<number | null>(null);
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    const opening = async () => {
      const [settings, code] = await Promise.all([
        queryClient.fetchQuery(paymentSettingsQueryOptions(api)),
        loadWalletCode(),
      ]);
      return { settings, runtime: code.walletRuntime(settings) };
    };
    withinWalletModalTime(opening()).then(
      (opened) => {
        if (!live.current) return;
        onOpened();
        const required = requiredWalletChainId(opened.settings);
        if (!opened.runtime || required === null) {
          setView({ kind: 'select', wallets: [], pendingId: null, error: WALLETS_UNAVAILABLE });
          return;
        }
        runtime.current = opened.runtime;
        chainId.current = required;
        setRequiredChain(required);
        const connected = opened.runtime.connected();
        setView(
          connected
            ? { kind: 'confirm', address: connected.address, pending: false, error: null }
            : { kind: 'select', wallets: opened.runtime.wallets(), pendingId: null, error: null },
        );
      },
      (error: unknown) => {
        if (!live.current) return;
        onOpened();
        setView({ kind: 'select', wallets: [], pendingId: null, error: errorText(error) });
      },
    );
    return () => {
      live.current = false;
    };
    // Opens once per flow.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const select = async (walletId: string) => {
    const wallets = runtime.current;
    const required = chainId.current;
    if (!wallets || required === null || view.kind !== 'select') return;
    setView({ ...view, pendingId: walletId, error: null });
    try {
      const wallet = await wallets.connect(walletId, required);
      if (live.current)
        setView({ kind: 'confirm', address: wallet.address, pending: false, error: null });
    } catch (error) {
      if (live.current)
        setView({
          kind: 'select',
          wallets: wallets.wallets(),
          pendingId: null,
          error: errorText(error),
        });
    }
  };

  const connectAnother = async () => {
    const wallets = runtime.current;
    if (!wallets) return;
    await wallets.disconnect().catch(() => undefined);
    if (live.current)
      setView({ kind: 'select', wallets: wallets.wallets(), pendingId: null, error: null });
  };

  const confirm = async () => {
    const wallets = runtime.current;
    const required = chainId.current;
    if (!wallets || required === null || view.kind !== 'confirm') return;
    setView({ ...view, pending: true, error: null });
    try {
      await bindConnectedWallet(wallets, required, {
        challenge: (variables) => requestWalletChallenge(api, variables),
        connect: (variables) => connectWallet.mutateAsync(variables),
        refetchUser: () => session.refetchUser(),
      });
      if (live.current) onClose();
    } catch (error) {
      if (live.current) setView({ ...view, pending: false, error: errorText(error) });
    }
  };

  if (view.kind === 'opening') return null;
  if (view.kind === 'select')
    return (
      <WalletSelectionModal
        wallets={view.wallets}
        pendingId={view.pendingId}
        error={view.error}
        purpose="Choose the wallet to connect to your account."
        onSelect={(id) => void select(id)}
        onClose={onClose}
      />
    );
  return (
    <ConfirmWalletModal
      address={view.address}
      chainLabel={requiredChain === null ? null : chainName(requiredChain)}
      pending={view.pending}
      error={view.error}
      onConfirm={() => void confirm()}
      onConnectAnother={() => void connectAnother()}
      onClose={onClose}
    />
  );
}

function errorText(error: unknown): string | null {
  return walletRefusalText(error) ?? apiErrorText(error);
}
