import { describe, expect, it } from 'vitest';
import { graphqlError } from '#shared/testing/fake-api.ts';
import { PurchaseFailedError } from '@levelup/api/payments';
import { checkoutFailureText, purchaseFailure } from './purchase-failure.ts';

const coin = { paymentType: 'COIN', currency: 'GOLD' } as const;

describe('purchaseFailure (spec 1 §8)', () => {
  it('opens the not-enough-balance modal with the currency paid on insufficient-balance', () => {
    expect(
      purchaseFailure({ error: graphqlError('insufficient-balance'), product: 'booster', ...coin }),
    ).toEqual({ kind: 'notEnoughBalance', currency: 'GOLD' });
    expect(
      purchaseFailure({
        error: graphqlError('insufficient-balance'),
        product: 'premium',
        paymentType: 'COIN',
        currency: 'PLAYPOINT',
      }),
    ).toEqual({ kind: 'notEnoughBalance', currency: 'PLAYPOINT' });
  });

  it('names the invalid configuration by product', () => {
    const error = graphqlError('invalid-configuration');
    expect(purchaseFailure({ error, product: 'booster', ...coin })).toEqual({
      kind: 'message',
      text: 'Invalid XP booster configuration',
    });
    expect(purchaseFailure({ error, product: 'premium', ...coin })).toEqual({
      kind: 'message',
      text: 'Missing item key or price',
    });
  });

  it('says which payment is not supported', () => {
    const error = graphqlError('payment-not-supported');
    expect(
      purchaseFailure({ error, product: 'booster', paymentType: 'CREDIT_CARD', currency: 'USD' }),
    ).toEqual({ kind: 'message', text: 'Credit Card Payment is not supported' });
    expect(
      purchaseFailure({ error, product: 'premium', paymentType: 'CRYPTO', currency: 'ETH' }),
    ).toEqual({ kind: 'message', text: 'Crypto Payment is not supported' });
  });

  it('shows premium unavailable and the already-active booster as the spec writes them', () => {
    expect(
      purchaseFailure({ error: graphqlError('premium-unavailable'), product: 'premium', ...coin }),
    ).toEqual({
      kind: 'message',
      text: 'Purchasing a Premium Battle Pass is not available at the moment.',
    });
    expect(
      purchaseFailure({
        error: graphqlError('booster-already-active'),
        product: 'booster',
        ...coin,
      }),
    ).toEqual({ kind: 'message', text: 'XP BOOST ALREADY ACTIVE' });
  });

  it('falls back to "Failed to purchase battle pass" for premium and the server message for boosters', () => {
    const error = graphqlError('item-not-purchasable', 'This item is not for sale.');
    expect(purchaseFailure({ error, product: 'premium', ...coin })).toEqual({
      kind: 'message',
      text: 'Failed to purchase battle pass',
    });
    expect(purchaseFailure({ error, product: 'booster', ...coin })).toEqual({
      kind: 'message',
      text: 'This item is not for sale.',
    });
  });

  it('names a card or crypto purchase whose transaction FAILED', () => {
    const error = new PurchaseFailedError('42');
    expect(
      purchaseFailure({ error, product: 'premium', paymentType: 'CRYPTO', currency: 'ETH' }),
    ).toEqual({
      kind: 'message',
      text: 'Failed to purchase battle pass',
    });
    expect(
      purchaseFailure({ error, product: 'booster', paymentType: 'CRYPTO', currency: 'ETH' }),
    ).toEqual({
      kind: 'message',
      text: 'Failed to purchase',
    });
  });

  it('gives the checkouts the text of a failed call', () => {
    const text = checkoutFailureText({
      product: 'premium',
      paymentType: 'CRYPTO',
      currency: 'ETH',
    });
    expect(text(graphqlError('payment-not-supported'))).toBe('Crypto Payment is not supported');
    expect(text(graphqlError('premium-unavailable', 'off'))).toBe(
      'Purchasing a Premium Battle Pass is not available at the moment.',
    );
    expect(text(graphqlError('payment-rejected', 'The transaction pays the wrong address.'))).toBe(
      'Failed to purchase battle pass',
    );
  });
});
