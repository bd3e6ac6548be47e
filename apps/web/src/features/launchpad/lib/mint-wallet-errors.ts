// What the player sees when the on-chain mint fails in the wallet (issue 13 Build 4): the wrong or no
// connected wallet, a refused transaction (spec 1 §8 Wallet rejection: the transaction-rejected text),
// else the error's own text. Server errors are not here: the mutation cache shows them (spec 2 §8).
import { launchpadText } from '../launchpad-text.ts';
import { apiError } from '@levelup/api/errors';
import { isUserRejection } from '@levelup/checkout/wallet-errors';
import { shortWalletAddress } from '@levelup/domain/wallet-address';
import { paymentText } from '@levelup/ui/payments/payment-texts';
import { apiErrorText } from '#shared/api-error-text.ts';

/** spec 2 §9 wallet address display (first 6 and last 4). */
export function wrongMintWalletText(to: string): string {
  return launchpadText('mint.wrongWallet', { address: shortWalletAddress(to) });
}

/** The connected wallet is not the voucher's (or none is connected). */
export class MintWalletError extends Error {
  override name = 'MintWalletError';
}

/** The toast text of a failed wallet step, or null for a server error (shown centrally). */
export function mintWalletErrorText(error: unknown): string | null {
  if (error instanceof MintWalletError) return error.message;
  if (isUserRejection(error)) return paymentText('transactionRejected');
  if (apiError(error)) return null;
  return apiErrorText(error);
}
