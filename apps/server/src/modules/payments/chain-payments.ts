// Wallet payments on an EVM chain (spec 1 §4 Wallet purchase, issue 5 item 4): the transaction the wallet
// sends (spec 1 §3 Purchase result signedRequest) and the check of the hash it returns, read from the
// price's chain through its RPC with viem.
import {
  getAddress,
  isAddressEqual,
  isHash,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  type Address,
  type Hash,
  type Hex,
} from 'viem';
import type { PaymentChain } from './payment-chains.ts';
import { toBaseUnits } from './price-amount.ts';
import { purchaseReference } from './purchase-reference.ts';

/** spec 1 §3 signedRequest: an EIP-1559 (type 2) transfer of the native coin carrying the reference. */
export type CryptoPaymentRequest = {
  chainId: number;
  to: Address;
  data: Hex;
  /** In the coin's smallest unit (wei). */
  value: bigint;
  gasLimit: bigint;
  type: 2;
};

export type CreateCryptoPaymentRequestParameters = {
  chain: PaymentChain;
  receiverAddress: Address;
  /** The purchase amount (price x quantity) in the native coin, e.g. "0.0015" or 0.0015. */
  amount: number | string;
  txId: string;
  /** The paying wallet (purchase input address): lets the RPC estimate the gas it will use. */
  from?: Address;
};

/** The transaction that pays purchase `txId` on the price's chain. */
export async function createCryptoPaymentRequest({
  chain,
  receiverAddress,
  amount,
  txId,
  from,
}: CreateCryptoPaymentRequestParameters): Promise<CryptoPaymentRequest> {
  const data = purchaseReference(txId);
  const value = toBaseUnits(amount, chain.nativeCurrency.decimals);
  const intrinsic = intrinsicGas(data);
  const estimate = from
    ? await chain.client
        .estimateGas({ account: from, to: receiverAddress, value, data })
        .catch(() => null)
    : null;
  // 20 % over the estimate; never under the intrinsic gas of a plain transfer with this calldata.
  const gasLimit = estimate === null ? intrinsic : maxOf((estimate * 6n) / 5n, intrinsic);
  return { chainId: chain.chainId, to: receiverAddress, data, value, gasLimit, type: 2 };
}

/** Why a submitted hash does not pay the purchase; `retryable` ones may pass later. */
export type CryptoPaymentRejection =
  | 'not-found'
  | 'wrong-chain'
  | 'wrong-recipient'
  | 'reference-mismatch'
  | 'wrong-amount'
  | 'not-confirmed'
  | 'failed';

export type VerifiedCryptoPayment = {
  chainId: number;
  txHash: Hash;
  from: Address;
  to: Address;
  value: bigint;
  blockNumber: bigint;
  confirmations: bigint;
};

export type VerifyCryptoPaymentParameters = {
  chain: PaymentChain;
  receiverAddress: Address;
  /** What the purchase costs (price x quantity) in the native coin; more is accepted. */
  amount: number | string;
  txId: string;
  txHash: string;
};

export type VerifyCryptoPaymentReturnType =
  | { ok: true; payment: VerifiedCryptoPayment }
  | { ok: false; reason: CryptoPaymentRejection; retryable: boolean; message: string };

const retryableRejections: ReadonlySet<CryptoPaymentRejection> = new Set([
  'not-found',
  'not-confirmed',
]);

function reject(reason: CryptoPaymentRejection, message: string): VerifyCryptoPaymentReturnType {
  return { ok: false, reason, retryable: retryableRejections.has(reason), message };
}

/**
 * Checks that `txHash` on the price's chain pays purchase `txId` (issue 5 item 4): the chain, the
 * recipient, the reference calldata, at least the amount, a successful receipt and enough confirmations.
 * The fields of the transaction are checked before its receipt, so a wrong payment is told at once even
 * while it is pending. RPC failures throw (the purchase stays pending; the hash can be submitted again).
 */
export async function verifyCryptoPayment({
  chain,
  receiverAddress,
  amount,
  txId,
  txHash,
}: VerifyCryptoPaymentParameters): Promise<VerifyCryptoPaymentReturnType> {
  if (!isHash(txHash)) return reject('not-found', `"${txHash}" is not a transaction hash.`);
  const rpcChainId = await chain.client.getChainId();
  if (rpcChainId !== chain.chainId)
    return reject(
      'wrong-chain',
      `The RPC of ${chain.name} answers chain ${rpcChainId}, not ${chain.chainId}.`,
    );

  const transaction = await chain.client
    .getTransaction({ hash: txHash })
    .catch(nullIf(TransactionNotFoundError));
  if (!transaction) return reject('not-found', `No transaction ${txHash} on ${chain.name}.`);
  // Transactions from before EIP-155 carry no chain id; being on this chain's RPC is then the proof.
  if (transaction.chainId !== undefined && transaction.chainId !== chain.chainId)
    return reject('wrong-chain', `The transaction is for chain ${transaction.chainId}.`);
  if (!transaction.to || !isAddressEqual(transaction.to, receiverAddress))
    return reject('wrong-recipient', `The transaction pays ${transaction.to ?? 'no address'}.`);
  if (transaction.input.toLowerCase() !== purchaseReference(txId))
    return reject('reference-mismatch', 'The transaction does not carry this purchase reference.');
  const expectedValue = toBaseUnits(amount, chain.nativeCurrency.decimals);
  if (transaction.value < expectedValue)
    return reject(
      'wrong-amount',
      `The transaction pays ${transaction.value} of the ${expectedValue} expected.`,
    );

  const receipt =
    transaction.blockNumber === null
      ? null
      : await chain.client
          .getTransactionReceipt({ hash: txHash })
          .catch(nullIf(TransactionReceiptNotFoundError));
  if (!receipt) return reject('not-confirmed', 'The transaction is not in a block yet.');
  if (receipt.status !== 'success') return reject('failed', 'The transaction failed (reverted).');
  const confirmations = (await chain.client.getBlockNumber()) - receipt.blockNumber + 1n;
  if (confirmations < BigInt(chain.requiredConfirmations))
    return reject(
      'not-confirmed',
      `${confirmations} of ${chain.requiredConfirmations} confirmations so far.`,
    );

  return {
    ok: true,
    payment: {
      chainId: chain.chainId,
      txHash,
      from: getAddress(transaction.from),
      to: getAddress(transaction.to),
      value: transaction.value,
      blockNumber: receipt.blockNumber,
      confirmations,
    },
  };
}

/** 21000 plus the calldata cost (EIP-2028: 16 per non-zero byte, 4 per zero byte). */
function intrinsicGas(data: Hex): bigint {
  let gas = 21_000n;
  for (let at = 2; at < data.length; at += 2) gas += data.slice(at, at + 2) === '00' ? 4n : 16n;
  return gas;
}

function maxOf(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}

/** A catch handler turning one error class into null and rethrowing anything else. */
function nullIf(errorClass: new (...args: never[]) => Error) {
  return (error: unknown): null => {
    if (error instanceof errorClass) return null;
    throw error;
  };
}
