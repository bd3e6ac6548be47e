// The wallet code of a crypto checkout (wagmi + viem), loaded only when a wallet flow opens (issue 5).
// One wallet setup per page and payment settings, so a wallet stays connected between purchases.
import {
  connect,
  disconnect,
  getConnection,
  getConnectors,
  sendTransaction,
  signMessage,
  switchChain,
} from '@wagmi/core';
import type { Config, Connector } from '@wagmi/core';
import type { PaymentSettings } from '@levelup/api/payments';
import { shortWalletAddress } from '@levelup/domain/wallet-address';
import type { WalletOption } from '@levelup/ui/payments/wallet-selection-modal';
import type { Address, Hex } from 'viem';
import type { PayingWallet } from './crypto-purchase.ts';
import { devWalletAddress } from './dev-wallet-account.ts';
import { DEV_WALLET_CONNECTOR_ID, createWalletConfig } from './wallet-config.ts';

export type WalletRuntime = {
  /** The wallets the wallet selection modal offers (spec 1 §2 Connect wallet). */
  wallets: () => WalletOption[];
  /** The connected wallet, or null. */
  connected: () => PayingWallet | null;
  /** Connects the wallet chosen in the selection modal, on the price's chain. */
  connect: (walletId: string, chainId: number) => Promise<PayingWallet>;
  /** Disconnects the connected wallet, if any (spec 1 §2 Log Out). */
  disconnect: () => Promise<void>;
  /**
   * Signs a message (personal_sign) with the connected wallet: the wallet challenge that binds it
   * (issue 13 Build 5). Also names the wallet's connector (walletConnectionType).
   */
  signMessage: (message: string) => Promise<{ signature: string; walletConnectionType: string }>;
};

/** One wallet setup of a page: the wagmi config and the runtime over it. */
type WalletSetup = { config: Config; runtime: WalletRuntime };

const setups = new Map<string, WalletSetup | null>();

function walletSetup(settings: PaymentSettings): WalletSetup | null {
  const key = JSON.stringify(settings);
  if (!setups.has(key)) {
    const config = createWalletConfig(settings);
    setups.set(key, config ? { config, runtime: createWalletRuntime(config, settings) } : null);
  }
  return setups.get(key) ?? null;
}

/** The wallet runtime of these payment settings, or null when they take no crypto payment. */
export function walletRuntime(settings: PaymentSettings): WalletRuntime | null {
  return walletSetup(settings)?.runtime ?? null;
}

/**
 * The wagmi config behind walletRuntime(settings) (the same object), for the app's wagmi React
 * provider (issue 13 Build 5: wagmi's connection state shares its config with the checkout).
 */
export function walletConfig(settings: PaymentSettings): Config | null {
  return walletSetup(settings)?.config ?? null;
}

/** spec 1 §2 Log Out: disconnects the wallets of every wallet setup of this page; rejects if one fails. */
export async function disconnectWallets(): Promise<void> {
  const failures: unknown[] = [];
  for (const setup of setups.values())
    await setup?.runtime.disconnect().catch((error: unknown) => failures.push(error));
  if (failures.length > 0) throw new AggregateError(failures, 'A wallet did not disconnect');
}

function hasBrowserWallet(): boolean {
  return typeof window !== 'undefined' && 'ethereum' in window && Boolean(window.ethereum);
}

function walletOption(connector: Connector, settings: PaymentSettings): WalletOption {
  if (connector.id === DEV_WALLET_CONNECTOR_ID && settings.devWallet)
    return {
      id: connector.uid,
      name: 'Development wallet',
      detail: `${shortWalletAddress(devWalletAddress(settings.devWallet))} on the local chain ${settings.devWallet.chainId}`,
    };
  return {
    id: connector.uid,
    name: connector.id === 'injected' ? 'Browser wallet' : connector.name,
    iconUrl: connector.icon ?? null,
  };
}

function createWalletRuntime(config: Config, settings: PaymentSettings): WalletRuntime {
  const payingWallet = (address: string, connector: Connector): PayingWallet => ({
    address,
    chainId: () => getConnection(config).chainId ?? null,
    switchChain: async (chainId) => {
      await switchChain(config, { chainId, connector });
    },
    sendTransaction: ({ chainId, to, data, value, gas }) =>
      sendTransaction(config, {
        connector,
        account: address as Address,
        chainId,
        to: to as Address,
        data: data as Hex,
        value,
        gas,
        type: 'eip1559',
      }),
  });

  return {
    wallets: () => {
      const connectors = getConnectors(config);
      // The generic injected wallet only when no wallet announced itself (EIP-6963) and one exists.
      const announced = connectors.some((c) => c.type === 'injected' && c.id !== 'injected');
      return connectors
        .filter((c) => c.id !== 'injected' || (!announced && hasBrowserWallet()))
        .map((c) => walletOption(c, settings));
    },
    connected: () => {
      const connection = getConnection(config);
      return connection.status === 'connected' && connection.address && connection.connector
        ? payingWallet(connection.address, connection.connector)
        : null;
    },
    connect: async (walletId, chainId) => {
      const connector = getConnectors(config).find((c) => c.uid === walletId);
      if (!connector) throw new Error(`Unknown wallet ${walletId}`);
      const { accounts } = await connect(config, { connector, chainId });
      return payingWallet(accounts[0], connector);
    },
    disconnect: async () => {
      if (getConnection(config).status === 'connected') await disconnect(config);
    },
    signMessage: async (message) => {
      const connection = getConnection(config);
      if (connection.status !== 'connected' || !connection.address || !connection.connector)
        throw new Error('Wallet not connected');
      const signature = await signMessage(config, {
        account: connection.address,
        connector: connection.connector,
        message,
      });
      return { signature, walletConnectionType: connection.connector.id };
    },
  };
}
