// On-chain minting of a launchpad collection (issue 13 Build 4): the server signs an EIP-712 voucher
// for a live reservation (the player's bound wallet, a token id, an expiry) with its minter key, the
// player's wallet submits the mint, and the server confirms it from the chain — the receipt and the
// collection contract's Transfer from the zero address to that wallet, as the payment code reads
// payments (modules/payments/chain-payments.ts). The contract: tooling/evm-chain/contracts.
import { collectionAbi, signMintVoucher } from '@levelup/evm-chain/collection';
import {
  isAddressEqual,
  parseEventLogs,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  zeroAddress,
  type Address,
  type Hash,
  type Hex,
  type PublicClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

export type MintVoucher = {
  contractAddress: Address;
  chainId: number;
  to: Address;
  tokenId: bigint;
  expiresAt: Date;
  signature: Hex;
};

/** Signs the voucher with the minter key (LAUNCHPAD_MINTER_KEY); no chain call. */
export async function signVoucher(
  minterKey: Hex,
  request: Omit<MintVoucher, 'signature'>,
): Promise<MintVoucher> {
  const signature = await signMintVoucher(privateKeyToAccount(minterKey), {
    chainId: request.chainId,
    contractAddress: request.contractAddress,
    voucher: {
      to: request.to,
      tokenId: request.tokenId,
      expiresAt: BigInt(Math.floor(request.expiresAt.getTime() / 1000)),
    },
  });
  return { ...request, signature };
}

export type ConfirmedMint =
  | { ok: true; tokenId: bigint; blockNumber: bigint }
  | { ok: false; reason: 'not-confirmed' | 'failed' | 'not-minted'; message: string };

/**
 * What a mint transaction did: confirmed when it succeeded and the collection contract minted
 * `tokenId` to `wallet` in it (a Transfer from the zero address). Anything else is refused.
 */
export async function readMint(
  client: PublicClient,
  {
    contractAddress,
    txHash,
    wallet,
    tokenId,
  }: { contractAddress: Address; txHash: Hash; wallet: Address; tokenId: bigint },
): Promise<ConfirmedMint> {
  const receipt = await client.getTransactionReceipt({ hash: txHash }).catch((error: unknown) => {
    if (error instanceof TransactionReceiptNotFoundError) return null;
    throw error;
  });
  if (!receipt)
    return {
      ok: false,
      reason: 'not-confirmed',
      message: 'The transaction is not in a block yet.',
    };
  if (receipt.status !== 'success')
    return { ok: false, reason: 'failed', message: 'The mint transaction failed (reverted).' };
  const minted = parseEventLogs({
    abi: collectionAbi,
    logs: receipt.logs,
    eventName: 'Transfer',
  }).find(
    (log) =>
      isAddressEqual(log.address, contractAddress) &&
      isAddressEqual(log.args.from, zeroAddress) &&
      isAddressEqual(log.args.to, wallet) &&
      log.args.tokenId === tokenId,
  );
  if (!minted)
    return {
      ok: false,
      reason: 'not-minted',
      message: 'The transaction did not mint this item to your wallet.',
    };
  return { ok: true, tokenId, blockNumber: receipt.blockNumber };
}

/** Whether the chain's node knows the transaction (pending or mined): a hash worth recording. */
export async function isKnownTransaction(client: PublicClient, txHash: Hash): Promise<boolean> {
  return client.getTransaction({ hash: txHash }).then(
    () => true,
    (error: unknown) => {
      if (error instanceof TransactionNotFoundError) return false;
      throw error;
    },
  );
}
