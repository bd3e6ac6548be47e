// What the player is told when a crypto purchase or a submitted transaction hash is refused (spec 1 §8
// Purchase-flow errors; issue 5 "Abuse and bad input": rejected with a clear error).
import { AppError, invalidInput } from '#errors.ts';
import { CRYPTO_NOT_SUPPORTED_MESSAGE } from '#modules/progression/messages.ts';
import type { CryptoPaymentRejection } from './chain-payments.ts';

/** spec 1 §8 Purchase-flow errors: a crypto purchase without a (valid) wallet address. */
export const WALLET_NOT_CONNECTED_MESSAGE = 'Wallet not connected';

export const ALREADY_USED_MESSAGE = 'This transaction was already submitted for another purchase.';
export const PAID_BY_ANOTHER_MESSAGE = 'This purchase was already paid by another transaction.';
export const NOT_A_HASH_MESSAGE = 'This is not a transaction hash.';

/** Why a transaction does not pay the purchase, for the player. */
export function rejectionMessage(reason: CryptoPaymentRejection, chainName: string): string {
  switch (reason) {
    case 'not-found':
      return `This transaction was not found on ${chainName}. If you just sent it, submit it again in a moment.`;
    case 'wrong-chain':
      return `This transaction is not on ${chainName}.`;
    case 'wrong-recipient':
      return 'This transaction pays another address.';
    case 'reference-mismatch':
      return 'This transaction pays for another purchase.';
    case 'wrong-amount':
      return 'This transaction pays less than the price.';
    case 'failed':
      return 'This transaction failed.';
    case 'not-confirmed':
      return 'This transaction is not confirmed yet.';
  }
}

export const paymentRejected = (message: string) => new AppError('payment-rejected', message);

/** spec 1 §8 "Crypto Payment is not supported". */
export const cryptoNotSupported = () =>
  new AppError('payment-not-supported', CRYPTO_NOT_SUPPORTED_MESSAGE);

export const walletNotConnected = () => invalidInput(WALLET_NOT_CONNECTED_MESSAGE);

export const unknownCryptoPurchase = (txId: string) =>
  invalidInput(`There is no crypto purchase "${txId}" of yours.`);
