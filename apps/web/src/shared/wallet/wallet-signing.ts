// Signing the server's wallet challenge (issue 13 Build 5): binding a wallet from the profile (spec 2
// §4 Wallet: "Connect, confirm; if the wallet is not yet bound, sign a challenge and bind it, then
// refetch the user. If the wallet is on a different chain than the required one, the chain is
// switched"; spec 2 §5 "binding requires a connected wallet with both an id and a chain") and signing
// in with a wallet (spec 2 §3 Metamask provider); spec 1 §5 the wallet selection opens within 10 s.
// The wallet is wagmi's (wallet-flow.tsx, loaded lazily, one config shared with the checkout).
import type { PaymentSettings } from '@levelup/api/payments';
import type { WalletChallenge } from '@levelup/api/wallets';
import { paymentText } from '@levelup/ui/payments/payment-texts';
import { sharedText } from '../shared-text.ts';

/** spec 1 §9 wallet modal wait max 10 s. */
export const WALLET_MODAL_TIMEOUT_MS = 10_000;

/** What signing a challenge needs of the connected wallet (wagmi's state, use-signing-wallet.ts). */
export type BindingWallet = {
  address: string;
  chainId: () => number | null;
  switchChain: (chainId: number) => Promise<void>;
};
export type BindingRuntime = {
  connected: () => BindingWallet | null;
  signMessage: (message: string) => Promise<{ signature: string; walletConnectionType: string }>;
};

/** The server calls of a binding. */
export type BindingCalls = {
  challenge: (variables: { address: string; chainId: number }) => Promise<WalletChallenge>;
  connect: (variables: {
    message: string;
    signature: string;
    walletConnectionType: string | null;
  }) => Promise<unknown>;
  refetchUser: () => Promise<void>;
};

/** The chain a wallet is bound on: the development wallet's chain, else the server's first chain. */
export function requiredWalletChainId(settings: PaymentSettings): number | null {
  const { devWallet, cryptoChains } = settings;
  if (devWallet && cryptoChains.some((chain) => chain.chainId === devWallet.chainId))
    return devWallet.chainId;
  return cryptoChains[0]?.chainId ?? null;
}

/** Rejects with "Open wallet selection modal timed out" when `opening` takes longer than 10 s. */
export function withinWalletModalTime<T>(
  opening: Promise<T>,
  ms = WALLET_MODAL_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(paymentText('walletModalTimedOut'))), ms);
    opening.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (reason: unknown) => {
        clearTimeout(timer);
        reject(reason instanceof Error ? reason : new Error(String(reason)));
      },
    );
  });
}

export type SignedChallenge = { message: string; signature: string; walletConnectionType: string };

/**
 * Has the connected wallet sign a fresh server challenge: switches it to the required chain if needed,
 * asks the challenge, and signs it.
 */
export async function signWalletChallenge(
  runtime: BindingRuntime,
  requiredChainId: number,
  challenge: BindingCalls['challenge'],
): Promise<SignedChallenge> {
  const wallet = runtime.connected();
  // spec 2 §5: a connected wallet with an id and a chain.
  if (!wallet) throw new Error(sharedText('wallet.notConnected'));
  if (wallet.chainId() !== requiredChainId) await wallet.switchChain(requiredChainId);
  const { message } = await challenge({ address: wallet.address, chainId: requiredChainId });
  const { signature, walletConnectionType } = await runtime.signMessage(message);
  return { message, signature, walletConnectionType };
}

/** Binds the connected wallet by a signed challenge, then refetches the user. */
export async function bindConnectedWallet(
  runtime: BindingRuntime,
  requiredChainId: number,
  calls: BindingCalls,
): Promise<void> {
  const signed = await signWalletChallenge(runtime, requiredChainId, calls.challenge);
  await calls.connect(signed);
  await calls.refetchUser();
}

/** A wallet's own refusal (the player rejected the signature or the chain switch). */
export function walletRefusalText(error: unknown): string | null {
  const name = error instanceof Error ? error.name : '';
  if (/UserRejected/.test(name) || /rejected/i.test(error instanceof Error ? error.message : ''))
    return sharedText('wallet.rejected');
  return null;
}
