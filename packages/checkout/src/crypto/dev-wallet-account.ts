// The development wallet's account (issue 13 Build 5). Its own module without the wallet code, so the
// end-to-end tests can name the key.
import type { Address } from 'viem';

/**
 * The browser's choice of the development wallet's account (the end-to-end tests give each test its
 * own): another of the local chain's unlocked test accounts (tooling/evm-chain test-accounts.ts).
 * Read only when the server offers a development wallet, so only in development and the e2e suites.
 */
export const DEV_WALLET_ACCOUNT_KEY = 'levelup.dev-wallet-account';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** The development wallet's account: the page's choice (DEV_WALLET_ACCOUNT_KEY), else the server's. */
export function devWalletAddress(devWallet: { address: string }): Address {
  let chosen: string | null = null;
  try {
    chosen = globalThis.localStorage?.getItem(DEV_WALLET_ACCOUNT_KEY) ?? null;
  } catch {
    // Storage blocked: the server's account.
  }
  return (chosen && ADDRESS.test(chosen) ? chosen : devWallet.address) as Address;
}
