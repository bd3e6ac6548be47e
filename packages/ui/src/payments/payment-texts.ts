// spec 1 §8 Purchase-flow errors, Wallet rejection and Wallet modal timeout: the texts the card and
// crypto payment flows show, as the spec writes them.

/** spec 1 §8 Purchase-flow errors: the wallet gave no signer to send the transaction with. */
export const MISSING_SIGNER = 'Missing signer';
/** spec 1 §8 Purchase-flow errors: a crypto purchase was started without a connected wallet. */
export const WALLET_NOT_CONNECTED = 'Wallet not connected';
/** spec 1 §8 Wallet modal timeout. */
export const WALLET_MODAL_TIMED_OUT = 'Open wallet selection modal timed out';
/** spec 1 §8 Purchase-flow errors: card payment is not available (no card provider keys). */
export const CARD_NOT_SUPPORTED = 'Credit Card Payment is not supported';
/** spec 1 §8 Purchase-flow errors: crypto payment is not available. */
export const CRYPTO_NOT_SUPPORTED = 'Crypto Payment is not supported';
/** spec 1 §8 Purchase-flow errors: the card provider gave no confirmation token. */
export const MISSING_CONFIRMATION_TOKEN = 'Missing confirmationToken';
/** spec 1 §8 Purchase-flow errors: a booster without a usable price. */
export const INVALID_BOOSTER_CONFIGURATION = 'Invalid XP booster configuration';
/** spec 1 §8 Purchase-flow errors: a premium pass without a usable price. */
export const MISSING_ITEM_KEY_OR_PRICE = 'Missing item key or price';
/** spec 1 §8 Purchase-flow errors: the purchase request failed. */
export const FAILED_TO_PURCHASE_BATTLE_PASS = 'Failed to purchase battle pass';
/**
 * spec 1 §8 Wallet rejection is "reported as a transaction-rejected error" without giving its
 * words: these are ours, shown when the player rejects the transaction in the wallet.
 */
export const TRANSACTION_REJECTED = 'Transaction rejected';
