// The wallet sign-in flow (issue 13 Build 5, spec 2 §3 Metamask provider): the wallet selection (open
// within 10 s, spec 1 §5), then the connected wallet signs the server's Sign-In with Ethereum challenge
// (switched to the required chain first, spec 2 §4 Wallet) and signInWithWallet starts the session of
// the wallet's account, created on its first sign-in; the page then goes on like every sign-in.
// The connection state is wagmi's (#shared/wallet/wallet-flow.tsx), loaded with this flow only.
import { useEffect, useRef, useState } from 'react';
import { useConnect, useConnection, useConnectors } from 'wagmi';
import { requestWalletChallenge, signInWithWallet } from '@levelup/api/wallets';
import { WalletSelectionModal } from '@levelup/ui/payments/wallet-selection-modal';
import { useSessionController } from '#app/session.ts';
import { useApi } from '#shared/use-api.ts';
import { useSigningWallet } from '#shared/wallet/use-signing-wallet.ts';
import {
  WALLET_MUTATION,
  WalletFlow,
  connectingWalletId,
  walletErrorText,
} from '#shared/wallet/wallet-flow.tsx';
import type { WalletSetup } from '#shared/wallet/wallet-setup.ts';
import { signWalletChallenge } from '#shared/wallet/wallet-signing.ts';
import { useFinishSignIn } from '../hooks/use-finish-sign-in.ts';
import { useAuthText } from '../auth-text.ts';

export default function WalletSignInFlow({
  onOpened,
  onClose,
}: {
  onOpened: () => void;
  onClose: () => void;
}) {
  const t = useAuthText();
  return (
    <WalletFlow onOpened={onOpened} onClose={onClose} purpose={t('wallet.purpose')}>
      {(setup) => <SignInSteps setup={setup} onClose={onClose} />}
    </WalletFlow>
  );
}

function SignInSteps({ setup, onClose }: { setup: WalletSetup; onClose: () => void }) {
  const t = useAuthText();
  const api = useApi();
  const session = useSessionController();
  const finishSignIn = useFinishSignIn();
  const connection = useConnection();
  const connectors = useConnectors();
  const connect = useConnect(WALLET_MUTATION);
  const signingWallet = useSigningWallet();
  const [signing, setSigning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The connection this flow signs with, once (a failed signature asks for a new choice).
  const signedWith = useRef<string | null>(null);

  const signIn = async () => {
    setSigning(true);
    setError(null);
    try {
      const signed = await signWalletChallenge(signingWallet, setup.requiredChainId, (variables) =>
        requestWalletChallenge(api, variables),
      );
      const grant = await signInWithWallet(api, {
        message: signed.message,
        signature: signed.signature,
      });
      await session.startWithTokens(grant, { justLoggedIn: true });
      onClose();
      await finishSignIn(null);
    } catch (failure) {
      setError(walletErrorText(failure));
      setSigning(false);
    }
  };

  // A wallet connected (already on this page, or just chosen): it signs at once.
  const connectedUid = connection.status === 'connected' ? connection.connector.uid : null;
  useEffect(() => {
    if (!connectedUid || signedWith.current === connectedUid) return;
    signedWith.current = connectedUid;
    void signIn();
    // signIn reads this render's connection.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [connectedUid]);

  const select = (walletId: string) => {
    setError(null);
    // The connected wallet chosen again after a failure: it signs again.
    if (walletId === connectedUid) {
      void signIn();
      return;
    }
    const connector = connectors.find((candidate) => candidate.uid === walletId);
    if (!connector) return;
    connect.mutate({ connector }, { onError: (failure) => setError(walletErrorText(failure)) });
  };

  const pendingId = signing ? connectedUid : connectingWalletId(connect);
  return (
    <WalletSelectionModal
      wallets={setup.wallets()}
      pendingId={pendingId}
      error={error}
      purpose={t('wallet.purpose')}
      onSelect={select}
      onClose={onClose}
    />
  );
}
