// The EVM chains a CRYPTO price may name (issue 5 item 4): spec 2 §9 chain ids plus hardhat's local
// development chain. Immutable (-1 in spec 2 §9) is not an EVM chain id and takes no wallet payment.
import { createPublicClient, http, type Chain, type PublicClient } from 'viem';
import { arbitrum, avalanche, base, beam, bsc, hardhat, polygon, ronin, wemix } from 'viem/chains';

/** spec 2 §9: Arbitrum 42161, Base 8453, Beam 4337, BNB 56, Polygon 137, WEMIX 1111, Ronin 2020, Avalanche 43114; 31337 local. */
const paymentChainDefinitions: readonly Chain[] = [
  arbitrum,
  base,
  beam,
  bsc,
  polygon,
  wemix,
  ronin,
  avalanche,
  hardhat,
];

/** hardhat's chain id: the local development chain (the start command's and the tests'). */
export const LOCAL_CHAIN_ID = hardhat.id;

/** Chain ids a CRYPTO price and EVM_RPC_URLS may use. */
export const PAYMENT_CHAIN_IDS: readonly number[] = paymentChainDefinitions.map(
  (chain) => chain.id,
);

/** What the payment code needs to know about one configured chain. */
export type PaymentChain = {
  chainId: number;
  name: string;
  /** The native coin a CRYPTO price is paid in (all of these use 18 decimals). */
  nativeCurrency: { symbol: string; decimals: number };
  /** Blocks on top of (and including) the payment's block before it counts as paid. */
  requiredConfirmations: number;
  /** Reads the chain through the configured RPC URL. */
  client: PublicClient;
};

export type CreatePaymentChainsParameters = {
  rpcUrls: ReadonlyMap<number, string>;
  requiredConfirmations: (chainId: number) => number;
};

/** One PaymentChain per configured RPC URL, by chain id. */
export function createPaymentChains({
  rpcUrls,
  requiredConfirmations,
}: CreatePaymentChainsParameters): ReadonlyMap<number, PaymentChain> {
  const chains = new Map<number, PaymentChain>();
  for (const [chainId, rpcUrl] of rpcUrls) {
    const definition = paymentChainDefinitions.find((chain) => chain.id === chainId);
    if (!definition) throw new Error(`Chain ${chainId} is not a payment chain.`);
    chains.set(chainId, {
      chainId,
      name: definition.name,
      nativeCurrency: {
        symbol: definition.nativeCurrency.symbol,
        decimals: definition.nativeCurrency.decimals,
      },
      requiredConfirmations: requiredConfirmations(chainId),
      // cacheTime 0: confirmations count from the current block, never from a cached one.
      client: createPublicClient({
        chain: definition,
        transport: http(rpcUrl, { retryCount: 2, timeout: 10_000 }),
        cacheTime: 0,
      }),
    });
  }
  return chains;
}
