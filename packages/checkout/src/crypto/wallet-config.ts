// The wallet setup of a crypto checkout (issue 5 "Crypto (EVM)"), built from the server's
// paymentSettings: its chains (spec 2 §9 ids and the local development chain 31337), an HTTP transport
// each (the given rpcUrl, else the chain's own), the browser's wallets, and the development wallet.
import { createConfig, http, injected, mock } from '@wagmi/core';
import type { Config, CreateConnectorFn } from '@wagmi/core';
import type { PaymentChain, PaymentSettings } from '@levelup/api/payments';
import { defineChain } from 'viem';
import type { Chain } from 'viem';
import { arbitrum, avalanche, base, beam, bsc, hardhat, polygon, ronin, wemix } from 'viem/chains';
import { devWalletAddress } from './dev-wallet-account.ts';

/** The chains viem knows, by id (spec 2 §9 chain ids, plus 31337 for the local development chain). */
const KNOWN_CHAINS: ReadonlyMap<number, Chain> = new Map(
  [arbitrum, avalanche, base, beam, bsc, hardhat, polygon, ronin, wemix].map((chain) => [
    chain.id,
    chain,
  ]),
);

/** The development wallet's connector id (wagmi's mock connector). */
export const DEV_WALLET_CONNECTOR_ID = 'mock';

/**
 * A chain as the browser uses it. A given rpcUrl replaces the chain's default one: the mock connector
 * sends eth_sendTransaction to the chain's default RPC URL, not to the transport.
 */
export function paymentChain(info: PaymentChain): Chain {
  const known = KNOWN_CHAINS.get(info.chainId);
  const rpcUrls = info.rpcUrl ? { default: { http: [info.rpcUrl] } } : undefined;
  if (known) return rpcUrls ? { ...known, rpcUrls } : known;
  return defineChain({
    id: info.chainId,
    name: info.name,
    nativeCurrency: { name: info.currencySymbol, symbol: info.currencySymbol, decimals: 18 },
    rpcUrls: rpcUrls ?? { default: { http: [] } },
  });
}

/** The wagmi config of the server's payment chains, or null when it takes no crypto payment. */
export function createWalletConfig(settings: PaymentSettings): Config | null {
  const { devWallet } = settings;
  // The development wallet's chain first: the mock connector starts on the first chain.
  const infos = [...settings.cryptoChains].sort(
    (a, b) => Number(b.chainId === devWallet?.chainId) - Number(a.chainId === devWallet?.chainId),
  );
  const [first, ...rest] = infos.map(paymentChain);
  if (!first) return null;
  const chains = [first, ...rest] as const;
  const transports = Object.fromEntries(
    infos.map((info) => [info.chainId, info.rpcUrl ? http(info.rpcUrl) : http()]),
  );
  const connectors: CreateConnectorFn[] = [injected()];
  // The local chain's unlocked hardhat account: the node signs eth_sendTransaction for it.
  if (devWallet && infos.some((info) => info.chainId === devWallet.chainId))
    connectors.push(mock({ accounts: [devWalletAddress(devWallet)] }));
  return createConfig({ chains, transports, connectors, storage: null, ssr: false });
}
