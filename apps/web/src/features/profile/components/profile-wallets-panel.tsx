// The profile's wallet list and CONNECT WALLET (issue 13 Build 5; spec 1 §2 Connect wallet button,
// spec 2 §4 Wallet). CONNECT WALLET binds a wallet by a signed challenge: offered only while the wallet
// verification switch is on (spec 2 §6; issue 27). Loaded lazily by profile-wallets.tsx.
import { Suspense, lazy, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { featureFlagsQueryOptions } from '@levelup/api/site';
import { myWalletsQueryOptions } from '@levelup/api/wallets';
import { ConnectWalletButton } from '@levelup/ui/payments/connect-wallet-button';
import { WalletList } from '@levelup/ui/wallets/wallet-list';
import { chainName } from '#shared/chains.ts';
import { apiErrorText } from '#shared/api-error-text.ts';
import { useApi } from '#shared/use-api.ts';
import { useProfileText } from '../profile-text.ts';

const ConnectWalletFlow = lazy(() => import('./connect-wallet-flow.tsx'));

export default function ProfileWalletsPanel() {
  const t = useProfileText();
  const api = useApi();
  const wallets = useQuery(myWalletsQueryOptions(api));
  // While the flags load (or cannot load) the button shows: the server refuses when it is off.
  const verificationOn =
    useQuery(featureFlagsQueryOptions(api)).data?.featureFlags.walletVerification !== false;
  const [connecting, setConnecting] = useState(false);
  const [opening, setOpening] = useState(false);
  return (
    <div className="mt-2 flex flex-col gap-3">
      {wallets.isError ? (
        <p role="alert" className="text-sm text-danger">
          {apiErrorText(wallets.error)}
        </p>
      ) : wallets.data ? (
        <WalletList wallets={wallets.data} chainName={chainName} />
      ) : (
        <p className="text-sm text-ink-muted">{t('wallets.loading')}</p>
      )}
      {verificationOn ? (
        <ConnectWalletButton
          onClick={() => {
            setOpening(true);
            setConnecting(true);
          }}
          pending={opening}
          disabled={connecting && !opening}
        />
      ) : (
        <p className="text-sm text-ink-muted">{t('wallets.verificationOff')}</p>
      )}
      {connecting ? (
        <Suspense fallback={null}>
          <ConnectWalletFlow
            onOpened={() => setOpening(false)}
            onClose={() => {
              setOpening(false);
              setConnecting(false);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
