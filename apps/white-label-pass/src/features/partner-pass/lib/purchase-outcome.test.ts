import { ClientError } from 'graphql-request';
import { describe, expect, it } from 'vitest';
import { PurchaseFailedError } from '@levelup/api/payments';
import { progressionErrorText } from './progression-error-text.ts';
import { checkoutFailureText, purchaseOutcome } from './purchase-outcome.ts';

const coin = (product: 'booster' | 'premium', currency: string) =>
  ({ product, paymentType: 'COIN', currency }) as const;

const graphqlError = (code: string, message = code) =>
  new ClientError(
    { status: 200, headers: new Headers(), errors: [{ message, extensions: { code } }] } as never,
    { query: '' },
  );

describe('claim and purchase errors of a partner player (spec 2 §8, spec 1 §8)', () => {
  it('says the reward was already collected, and no reward is left', () => {
    expect(progressionErrorText(graphqlError('reward-already-collected'))).toBe(
      'You have already collected this reward!',
    );
    expect(progressionErrorText(graphqlError('no-reward-to-collect'))).toBe(
      'No more reward to collect.',
    );
    expect(progressionErrorText(graphqlError('reward-locked', 'Level up to claim'))).toBe(
      'Level up to claim',
    );
  });

  it('opens the not-enough-balance modal with the currency paid', () => {
    expect(
      purchaseOutcome(graphqlError('insufficient-balance'), coin('booster', 'PLAYPOINT')),
    ).toEqual({
      kind: 'notEnoughBalance',
      currency: 'PLAYPOINT',
    });
  });

  it('names the invalid configuration and shows premium unavailable', () => {
    expect(purchaseOutcome(graphqlError('invalid-configuration'), coin('booster', 'GOLD'))).toEqual(
      {
        kind: 'message',
        text: 'Invalid XP booster configuration',
      },
    );
    expect(purchaseOutcome(graphqlError('premium-unavailable'), coin('premium', 'GOLD'))).toEqual({
      kind: 'message',
      text: 'Purchasing a Premium Battle Pass is not available at the moment.',
    });
  });

  it('names a card or crypto payment the server does not take, and a failed premium payment', () => {
    const crypto = { product: 'booster', paymentType: 'CRYPTO', currency: 'ETH' } as const;
    const card = { product: 'premium', paymentType: 'CREDIT_CARD', currency: 'USD' } as const;
    expect(checkoutFailureText(crypto)(graphqlError('payment-not-supported'))).toBe(
      'Crypto Payment is not supported',
    );
    expect(checkoutFailureText(card)(graphqlError('payment-not-supported'))).toBe(
      'Credit Card Payment is not supported',
    );
    expect(checkoutFailureText(card)(new PurchaseFailedError('tx-1'))).toBe(
      'Failed to purchase battle pass',
    );
    expect(checkoutFailureText(card)(graphqlError('invalid-configuration'))).toBe(
      'Missing item key or price',
    );
    expect(checkoutFailureText(crypto)(graphqlError('tx-mismatch', 'Wrong amount'))).toBe(
      'Wrong amount',
    );
  });
});
