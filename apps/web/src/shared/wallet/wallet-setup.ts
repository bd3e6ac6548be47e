// The page's wallet setup (issue 13 Build 5): the server's payment chains and the checkout's wallet
// code (wagmi + viem, loaded only now), its wagmi config shared by the crypto checkout and the app's
// wagmi provider (wallet-flow.tsx), and the chain wallets are bound and signed in on.
import type { QueryClient } from '@tanstack/react-query';
import type { Config } from 'wagmi';
import type { ApiClient } from '@levelup/api/client';
import { paymentSettingsQueryOptions } from '@levelup/api/payments';
import type { WalletOption } from '@levelup/ui/payments/wallet-selection-modal';
import { requiredWalletChainId } from './wallet-signing.ts';

export type WalletSetup = {
  config: Config;
  /** The chain a wallet is bound or signs in on. */
  requiredChainId: number;
  /** The wallets the selection modal offers (spec 1 §2 Connect wallet), by connector uid. */
  wallets: () => WalletOption[];
};

/** Loads the wallet setup; null when the server has no chain (no wallet can be used). */
export async function loadWalletSetup(
  api: ApiClient,
  queryClient: QueryClient,
): Promise<WalletSetup | null> {
  const [settings, code] = await Promise.all([
    queryClient.fetchQuery(paymentSettingsQueryOptions(api)),
    import('@levelup/checkout/wallet-loader').then(({ loadWalletCode }) => loadWalletCode()),
  ]);
  const config = code.walletConfig(settings);
  const runtime = code.walletRuntime(settings);
  const requiredChainId = requiredWalletChainId(settings);
  if (!config || !runtime || requiredChainId === null) return null;
  return { config, requiredChainId, wallets: () => runtime.wallets() };
}
