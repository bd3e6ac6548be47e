// Crypto purchases as the browser makes them (spec 1 §4 Wallet purchase): the purchase mutation with the
// wallet's address, the signedRequest sent by a hardhat test wallet, and the hash submitted back.
import { testAccount } from '@levelup/evm-chain/test-accounts';
import type { Address, Hash, Hex } from 'viem';
import type { TestChain, TestWallet } from './evm-chain.ts';

/** The address every crypto price is paid to in these tests. */
export const RECEIVER: Address = testAccount(9).address;

/** The payment variables of a server taking crypto on the test chain (and on Base through it). */
export function cryptoEnv(
  chain: TestChain,
  env: Record<string, string> = {},
): Record<string, string> {
  return {
    PAYMENT_RECEIVER_ADDRESS: RECEIVER,
    // Base (8453) is served by the local node too, which answers chain id 31337: a wrong chain.
    EVM_RPC_URLS: `31337=${chain.rpcUrl},8453=${chain.rpcUrl}`,
    ...env,
  };
}

export const cryptoPurchaseMutation = /* GraphQL */ `
  mutation CryptoPurchase($input: PurchaseShopItemInput!) {
    purchaseShopItem(input: $input) {
      txId
      status
      signedRequest {
        chainId
        to
        data
        value
        gasLimit
        type
      }
      stripe {
        status
      }
    }
  }
`;

export type SignedRequest = {
  chainId: number;
  to: Address;
  data: Hex;
  value: string;
  gasLimit: string;
  type: number;
};

export type CryptoPurchaseResult = {
  txId: string;
  status: string;
  signedRequest: SignedRequest;
  stripe: null;
};

export const submitHashMutation = /* GraphQL */ `
  mutation SubmitHash($txHash: String!, $txId: ID!) {
    submitCryptoTransactionHash(txHash: $txHash, txId: $txId) {
      txId
      status
      itemKey
      quantity
      paymentType
      currency
    }
  }
`;

export const transactionSubscription = /* GraphQL */ `
  subscription Transaction($txId: ID!) {
    userItemTransaction(txId: $txId) {
      txId
      status
    }
  }
`;

/** The purchase input of `itemKey` paid in ETH on `chainId` from `address`. */
export function cryptoPurchase(
  itemKey: string,
  { chainId = 31337, address }: { chainId?: number | null; address?: string | null },
) {
  return {
    input: { itemKey, quantity: 1, paymentType: 'CRYPTO', currency: 'ETH', chainId, address },
  };
}

/** Sends the signedRequest as the wallet does (with changes, to misbehave); returns the hash. */
export function sendSignedRequest(
  wallet: TestWallet,
  request: SignedRequest,
  changes: { to?: Address; value?: bigint; data?: Hex } = {},
): Promise<Hash> {
  return wallet.sendTransaction({
    to: changes.to ?? request.to,
    data: changes.data ?? request.data,
    value: changes.value ?? BigInt(request.value),
    // Fixed gas: a payment that reverts is still mined (no estimate refusing it).
    gas: BigInt(request.gasLimit) * 2n,
    type: 'eip1559',
  });
}
