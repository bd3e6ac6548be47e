// spec 1 §8 purchases: INSUFFICIENT_BALANCE closes the purchase modal and opens the not-enough-balance
// modal; the purchase-flow errors show their texts; card and crypto payments arrive with issue 5.
import { apiErrorCode } from '@levelup/api/errors';
import { isCurrency } from '@levelup/domain/currency';
import type { Currency } from '@levelup/domain/currency';
import { progressionErrorText } from './player-claims.ts';

export const CARD_NOT_SUPPORTED = 'Credit Card Payment is not supported';
export const CRYPTO_NOT_SUPPORTED = 'Crypto Payment is not supported';

/** Why card and crypto cannot be used yet. */
export const UNSUPPORTED_PAYMENTS = {
  CREDIT_CARD: CARD_NOT_SUPPORTED,
  CRYPTO: CRYPTO_NOT_SUPPORTED,
};

export type PurchaseOutcome =
  { kind: 'notEnoughBalance'; currency: Currency } | { kind: 'message'; text: string };

/** How a failed coin purchase of a booster or the premium pass shows. */
export function purchaseOutcome(
  error: unknown,
  product: 'booster' | 'premium',
  currency: string,
): PurchaseOutcome {
  const code = apiErrorCode(error);
  if (code === 'insufficient-balance' && isCurrency(currency))
    return { kind: 'notEnoughBalance', currency };
  if (code === 'invalid-configuration')
    return {
      kind: 'message',
      text:
        product === 'booster' ? 'Invalid XP booster configuration' : 'Missing item key or price',
    };
  return { kind: 'message', text: progressionErrorText(error) };
}
