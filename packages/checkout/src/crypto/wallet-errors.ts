// spec 1 §8 Wallet rejection ("reported as a transaction-rejected error"), Missing signer and Wallet
// not connected, recognised by name and code so that this file needs no wallet library.
import { paymentText } from '@levelup/ui/payments/payment-texts';
import { CheckoutError } from '../checkout-error.ts';

type ErrorLike = { name?: unknown; code?: unknown; cause?: unknown };

/** The error and its causes, outermost first (viem and wagmi wrap the wallet's error). */
function* errorChain(error: unknown): Generator<ErrorLike> {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 10; depth += 1) {
    yield current as ErrorLike;
    current = (current as ErrorLike).cause;
  }
}

/** EIP-1193 4001 User Rejected Request (viem's UserRejectedRequestError), anywhere in the chain. */
export function isUserRejection(error: unknown): boolean {
  for (const entry of errorChain(error)) {
    if (entry.name === 'UserRejectedRequestError' || entry.code === 4001) return true;
  }
  return false;
}

/** A wallet failure as the text to show, or null when it has none of its own. */
export function walletErrorText(error: unknown): string | null {
  for (const entry of errorChain(error)) {
    if (entry.name === 'UserRejectedRequestError' || entry.code === 4001)
      return paymentText('transactionRejected');
    if (entry.name === 'ConnectorNotConnectedError' || entry.name === 'ConnectorNotFoundError')
      return paymentText('walletNotConnected');
    if (entry.name === 'ConnectorAccountNotFoundError' || entry.name === 'AccountNotFoundError')
      return paymentText('missingSigner');
  }
  return null;
}

/** Runs a wallet call; its known failures become a CheckoutError with the spec's text. */
export async function walletCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const text = walletErrorText(error);
    throw text ? new CheckoutError(text, { cause: error }) : error;
  }
}
