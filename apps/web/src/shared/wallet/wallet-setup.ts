// The page's wallet setup (issue 13 Build 5): the server's payment chains and the checkout's wallet
// code (wagmi + viem, loaded only now), its wagmi config shared by the crypto checkout and the app's
// wagmi provider (wallet-flow.tsx), and the chain wallets are bound and signed in on. The wallets
// offered are the site season's supportedWalletIds (spec 2 §3; issue 27); without a season, every wallet.
import type { QueryClient } from '@tanstack/react-query';
import type { Config } from 'wagmi';
import type { ApiClient } from '@levelup/api/client';
import { paymentSettingsQueryOptions } from '@levelup/api/payments';
import { battlePassSettingsQueryOptions } from '@levelup/api/progression';
import type { WalletOption } from '@levelup/ui/payments/wallet-selection-modal';
import { SITE_SEASON } from '../season-settings.ts';
import { supportedWallets } from './supported-wallets.ts';
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
  const [settings, code, season] = await Promise.all([
    queryClient.fetchQuery(paymentSettingsQueryOptions(api)),
    import('@levelup/checkout/wallet-loader').then(({ loadWalletCode }) => loadWalletCode()),
    // The page has usually read the season already; when it cannot be read, every wallet is offered
    // at once rather than after the query's retries (the wallet is what the player waits for).
    queryClient
      .ensureQueryData({ ...battlePassSettingsQueryOptions(api, SITE_SEASON), retry: false })
      .catch(() => null),
  ]);
  const config = code.walletConfig(settings);
  const runtime = code.walletRuntime(settings);
  const requiredChainId = requiredWalletChainId(settings);
  if (!config || !runtime || requiredChainId === null) return null;
  const supportedWalletIds = season?.supportedWalletIds ?? [];
  return {
    config,
    requiredChainId,
    wallets: () => supportedWallets(runtime.wallets(), config.connectors, supportedWalletIds),
  };
}
