// The chains a smart-contract wallet's signature can be checked on (ERC-1271 / ERC-6492): the server's
// configured RPC URLs (EVM_RPC_URLS, shared with crypto payments, modules/payments/payment-chains.ts).
import type { PaymentsConfig } from '#modules/payments/config.ts';
import { createPaymentChains } from '#modules/payments/payment-chains.ts';
import type { ChainClients } from './siwe.ts';

export function createWalletChainClients(payments: PaymentsConfig): ChainClients {
  const rpcUrls = payments.crypto?.rpcUrls ?? new Map<number, string>();
  const chains = createPaymentChains({ rpcUrls, requiredConfirmations: () => 1 });
  return (chainId) => chains.get(chainId)?.client;
}
