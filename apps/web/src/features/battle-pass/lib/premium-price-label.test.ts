import { describe, expect, it } from 'vitest';
import type { ShopItemsQuery } from '@levelup/api/shop';
import { premiumPriceLabel } from './premium-price-label.ts';

type Item = ShopItemsQuery['shopItems'][number];
const gold: Item['prices'][number] = {
  price: 4000,
  currency: 'GOLD',
  paymentType: 'COIN',
  metadata: { chainId: null },
};
const card: Item['prices'][number] = {
  price: 9.9,
  currency: 'USD',
  paymentType: 'CREDIT_CARD',
  metadata: { chainId: null },
};

const pass = (isPurchasable: boolean, prices = [card, gold]): Item => ({
  key: 'S1_PREMIUM_PASS',
  name: 'Premium pass',
  type: 'PREMIUM_PASS',
  isPurchasable,
  metadata: { duration: null },
  prices,
});

describe('premiumPriceLabel', () => {
  it('shows the in-app currency price the Buy premium pass modal selects first (issue 10 fault 14)', () => {
    expect(premiumPriceLabel([pass(true)], 'S1_PREMIUM_PASS')).toBe('4,000 Gold');
  });

  it('shows the credit card price in US$ when there is no in-app currency price', () => {
    expect(premiumPriceLabel([pass(true, [card])], 'S1_PREMIUM_PASS')).toBe('US$9.90');
  });

  it('is undefined while loading, for another key, or when the pass is not sold', () => {
    expect(premiumPriceLabel(undefined, 'S1_PREMIUM_PASS')).toBeUndefined();
    expect(premiumPriceLabel([pass(true)], 'S2_PREMIUM_PASS')).toBeUndefined();
    expect(premiumPriceLabel([pass(false)], 'S1_PREMIUM_PASS')).toBeUndefined();
  });
});
