import { describe, expect, it } from 'vitest';
import type { ShopItemsQuery } from '@levelup/api/shop';
import { premiumPriceLabel } from './premium-price-label.ts';

const pass = (isPurchasable: boolean): ShopItemsQuery['shopItems'][number] => ({
  key: 'S1_PREMIUM_PASS',
  name: 'Premium pass',
  type: 'PREMIUM_PASS',
  isPurchasable,
  metadata: { duration: null },
  prices: [
    { price: 500, currency: 'GOLD', paymentType: 'COIN', metadata: { chainId: null } },
    { price: 9.9, currency: 'USD', paymentType: 'CREDIT_CARD', metadata: { chainId: null } },
  ],
});

describe('premiumPriceLabel', () => {
  it('shows the credit card price in US$', () => {
    expect(premiumPriceLabel([pass(true)], 'S1_PREMIUM_PASS')).toBe('US$9.90');
  });

  it('is undefined while loading, for another key, or when the pass is not sold', () => {
    expect(premiumPriceLabel(undefined, 'S1_PREMIUM_PASS')).toBeUndefined();
    expect(premiumPriceLabel([pass(true)], 'S2_PREMIUM_PASS')).toBeUndefined();
    expect(premiumPriceLabel([pass(false)], 'S1_PREMIUM_PASS')).toBeUndefined();
  });
});
