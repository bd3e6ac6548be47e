// The signed-in player's wallets (issue 13 Build 5; spec 2 §3 User wallets, §4 Wallet, §7 Connect
// wallet): the wallet list, the Sign-In with Ethereum challenge, binding a signed wallet, and signing
// in with a wallet (spec 2 §3 Metamask provider). The wallet itself (connect, switch chain, sign) is
// the caller's: this module only speaks to the server.
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import {
  ConnectWalletDocument,
  MyWalletsDocument,
  SignInWithWalletDocument,
  WalletChallengeDocument,
} from './generated/player/graphql.ts';
import type {
  ConnectWalletMutationVariables,
  UserWalletFieldsFragment,
  WalletChallengeMutation,
} from './generated/player/graphql.ts';

export type {
  UserWalletFieldsFragment,
  WalletConnectionFieldsFragment,
  SignInWithWalletMutation,
} from './generated/player/graphql.ts';

export type WalletChallenge = WalletChallengeMutation['walletChallenge'];

export const walletKeys = {
  mine: ['wallets', 'mine'] as const,
};

/** The player's wallets, oldest first, each with its last connection. */
export function myWalletsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: walletKeys.mine,
    queryFn: async (): Promise<UserWalletFieldsFragment[]> =>
      (await client.request(MyWalletsDocument)).myWallets,
  });
}

/** A SIWE message for this wallet and chain, with a fresh server nonce (valid 5 minutes). */
export async function requestWalletChallenge(
  client: ApiClient,
  variables: { address: string; chainId: number },
): Promise<WalletChallenge> {
  return (await client.request(WalletChallengeDocument, variables)).walletChallenge;
}

/**
 * spec 2 §7 Connect wallet: binds the signed wallet. Errors: address-already-bound (another account
 * holds it), invalid-input (the challenge expired, was used, or the signature does not match).
 */
export function connectWalletMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['wallets', 'connect'],
    mutationFn: async (variables: ConnectWalletMutationVariables) =>
      (await client.request(ConnectWalletDocument, variables)).connectWallet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.mine }),
  });
}

/** spec 2 §3 Metamask provider: signs in with a signed challenge (the account is made on first use). */
export async function signInWithWallet(
  client: ApiClient,
  variables: { message: string; signature: string },
) {
  return (await client.request(SignInWithWalletDocument, variables)).signInWithWallet;
}
