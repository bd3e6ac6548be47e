// Wallets for the wallet tests (issue 13 Build 5): hardhat's public test keys as viem local accounts,
// signing in process (no chain needed for an EOA), and the wallet operations.
import { testAccount } from '@levelup/evm-chain/test-accounts';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { dataOf } from './players.ts';
import type { GraphQLResponse } from './test-server.ts';

export type WalletChallengeView = { message: string; nonce: string; expiresAt: string };
export type WalletConnectionView = {
  signer: string;
  address: string;
  walletConnectionType: string | null;
  chainId: number;
  connectedAt: string;
};
export type UserWalletView = {
  address: string;
  createdAt: string;
  lastWalletConnection: WalletConnectionView | null;
  connections: WalletConnectionView[];
};

type GraphQLClient = {
  graphql: (query: string, variables?: Record<string, unknown>) => Promise<GraphQLResponse>;
};

/** The hardhat test account at `index` as a local signer. */
export function testWallet(index: number): PrivateKeyAccount {
  return privateKeyToAccount(testAccount(index).privateKey);
}

const connectionFields = 'signer address walletConnectionType chainId connectedAt';
export const walletFields = `address createdAt lastWalletConnection { ${connectionFields} } connections { ${connectionFields} }`;

export const walletChallengeMutation = `mutation ($address: String!, $chainId: Int!) {
  walletChallenge(address: $address, chainId: $chainId) { message nonce expiresAt }
}`;
export const connectWalletMutation = `mutation ($message: String!, $signature: String!, $type: String) {
  connectWallet(message: $message, signature: $signature, walletConnectionType: $type) { ${walletFields} }
}`;
export const signInWithWalletMutation = `mutation ($message: String!, $signature: String!) {
  signInWithWallet(message: $message, signature: $signature) { userId accessToken isNewUser }
}`;
export const myWalletsQuery = `{ myWallets { ${walletFields} } }`;

export async function askChallenge(
  client: GraphQLClient,
  wallet: PrivateKeyAccount,
  chainId = 1,
): Promise<WalletChallengeView> {
  const response = await client.graphql(walletChallengeMutation, {
    address: wallet.address,
    chainId,
  });
  return dataOf<WalletChallengeView>(response, 'walletChallenge');
}

/** The wallet's signature of `message` (personal_sign, as a browser wallet signs SIWE). */
export function sign(wallet: PrivateKeyAccount, message: string) {
  return wallet.signMessage({ message });
}

/** Asks a challenge, signs it and submits connectWallet; the raw response. */
export async function connect(
  client: GraphQLClient,
  wallet: PrivateKeyAccount,
  { chainId = 1, type = 'injected' }: { chainId?: number; type?: string } = {},
): Promise<GraphQLResponse> {
  const { message } = await askChallenge(client, wallet, chainId);
  return client.graphql(connectWalletMutation, {
    message,
    signature: await sign(wallet, message),
    type,
  });
}
