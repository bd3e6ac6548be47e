// spec 2 §3 Battle pass settings: the season's supportedWalletIds decide which wallets the connect
// modal offers (issue 27). The data names wallets (metamask, coinbase-wallet, walletconnect); wagmi
// names each connector by the wallet's EIP-6963 rdns or its SDK's id, so each name maps to those. An
// rdns written in the data matches too. An empty list offers every wallet; the development wallet
// (local chain only) and the generic browser wallet (shown only when no wallet announces itself, so
// it cannot be told apart) are always offered.
import type { WalletOption } from '@levelup/ui/payments/wallet-selection-modal';

/** The connector ids of each wallet name of the season data. */
const WALLET_CONNECTOR_IDS: Readonly<Record<string, readonly string[]>> = {
  metamask: ['io.metamask', 'io.metamask.flask', 'metaMaskSDK', 'metaMask'],
  'coinbase-wallet': ['com.coinbase.wallet', 'coinbaseWalletSDK', 'coinbaseWallet'],
  walletconnect: ['walletConnect'],
  rabby: ['io.rabby'],
  phantom: ['app.phantom'],
  'trust-wallet': ['com.trustwallet.app'],
  rainbow: ['me.rainbow'],
  'okx-wallet': ['com.okex.wallet'],
};

/** Connectors that are offered whatever the list says (see the header). */
const ALWAYS_OFFERED = new Set(['mock', 'injected']);

export type WalletConnectorRef = { uid: string; id: string };

/** Whether a connector id is one of the supported wallets. */
export function isSupportedConnector(connectorId: string, supportedWalletIds: readonly string[]) {
  if (supportedWalletIds.length === 0 || ALWAYS_OFFERED.has(connectorId)) return true;
  return supportedWalletIds.some(
    (walletId) =>
      walletId === connectorId || (WALLET_CONNECTOR_IDS[walletId] ?? []).includes(connectorId),
  );
}

/** The wallets the modal offers: those whose connector (by uid) is a supported wallet. */
export function supportedWallets(
  wallets: readonly WalletOption[],
  connectors: readonly WalletConnectorRef[],
  supportedWalletIds: readonly string[],
): WalletOption[] {
  const idOf = new Map(connectors.map((connector) => [connector.uid, connector.id]));
  return wallets.filter((wallet) => {
    const connectorId = idOf.get(wallet.id);
    return connectorId !== undefined && isSupportedConnector(connectorId, supportedWalletIds);
  });
}
