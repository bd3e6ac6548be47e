// spec 1 §8 Purchase-flow errors, Wallet rejection and Wallet modal timeout: the texts the card and
// crypto payment flows show, as the spec writes them, from this module's catalogue (issue 15), read
// when shown so that they follow the player's language.
import { defineCatalogue } from '../i18n/define-catalogue.ts';

const { text } = defineCatalogue('uiPaymentErrors', {
  // spec 1 §8 Purchase-flow errors: the wallet gave no signer to send the transaction with.
  missingSigner: 'Missing signer',
  // spec 1 §8 Purchase-flow errors: a crypto purchase was started without a connected wallet.
  walletNotConnected: 'Wallet not connected',
  // spec 1 §8 Wallet modal timeout.
  walletModalTimedOut: 'Open wallet selection modal timed out',
  // spec 1 §8 Purchase-flow errors: card payment is not available (no card provider keys).
  cardNotSupported: 'Credit Card Payment is not supported',
  // spec 1 §8 Purchase-flow errors: crypto payment is not available.
  cryptoNotSupported: 'Crypto Payment is not supported',
  // spec 1 §8 Purchase-flow errors: the card provider gave no confirmation token.
  missingConfirmationToken: 'Missing confirmationToken',
  // spec 1 §8 Purchase-flow errors: a booster without a usable price.
  invalidBoosterConfiguration: 'Invalid XP booster configuration',
  // spec 1 §8 Purchase-flow errors: a premium pass without a usable price.
  missingItemKeyOrPrice: 'Missing item key or price',
  // spec 1 §8 Purchase-flow errors: the purchase request failed.
  failedToPurchaseBattlePass: 'Failed to purchase battle pass',
  // spec 1 §8 Wallet rejection is "reported as a transaction-rejected error" without giving its
  // words: these are ours, shown when the player rejects the transaction in the wallet.
  transactionRejected: 'Transaction rejected',
});

/** The purchase-flow texts, by meaning. */
export type PaymentTextKey = Parameters<typeof text>[0];

/** A spec 1 §8 purchase-flow text in the player's language, e.g. "Credit Card Payment is not supported". */
export function paymentText(key: PaymentTextKey): string {
  return text(key);
}
