// The wallet code (wagmi + viem) loads once, with the first crypto checkout of the page (issue 5: never
// in a first load). spec 1 §2 Log Out disconnects what it connected; before it loads no wallet is
// connected on this page (the wallet setup keeps no storage), so Log Out loads nothing.
import type * as WalletRuntimeModule from './wallet-runtime.ts';

let loading: Promise<typeof WalletRuntimeModule> | null = null;

/** Loads the wallet code once. */
export function loadWalletCode(): Promise<typeof WalletRuntimeModule> {
  loading ??= import('./wallet-runtime.ts');
  return loading;
}

/**
 * spec 1 §2 Log Out: disconnects any wallet connected on this page. Rejects when one fails; the caller
 * logs it and signs out all the same (spec 1 §8).
 */
export async function disconnectWallets(): Promise<void> {
  if (!loading) return;
  await (await loading).disconnectWallets();
}
