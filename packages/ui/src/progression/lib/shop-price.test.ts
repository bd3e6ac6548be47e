import { describe, expect, it } from 'vitest';
import { canAfford, coinPrices, isCoinPrice, priceLabel } from './shop-price.ts';

describe('priceLabel', () => {
  it('names in-app currencies as spec 1 §8 does', () => {
    expect(priceLabel({ price: 1500, currency: 'GOLD', paymentType: 'COIN' })).toBe('1,500 Gold');
    expect(priceLabel({ price: 20, currency: 'ALLY_TOKEN', paymentType: 'COIN' })).toBe(
      '20 ALLY tokens',
    );
  });

  it('shows a card price in US$ with cents and a crypto price in its coin', () => {
    expect(priceLabel({ price: 9.9, currency: 'USD', paymentType: 'CREDIT_CARD' })).toBe('US$9.90');
    expect(priceLabel({ price: 0.05, currency: 'AVAX', paymentType: 'CRYPTO' })).toBe('0.05 AVAX');
  });
});

describe('coinPrices', () => {
  it('keeps only COIN prices in a known currency', () => {
    const prices = [
      { price: 5, currency: 'USD', paymentType: 'CREDIT_CARD' },
      { price: 500, currency: 'GOLD', paymentType: 'COIN' },
      { price: 3, currency: 'DIAMOND', paymentType: 'COIN' },
      { price: 900, currency: 'PLAYPOINT', paymentType: 'COIN' },
    ] as const;
    expect(coinPrices(prices).map((price) => price.currency)).toEqual(['GOLD', 'PLAYPOINT']);
    expect(isCoinPrice(prices[2])).toBe(false);
  });
});

describe('canAfford (issue 10 fault 14)', () => {
  const gold = { price: 500, currency: 'GOLD', paymentType: 'COIN' } as const;
  it('compares an in-app price with the balance of its currency', () => {
    expect(canAfford(gold, { GOLD: 500 })).toBe(true);
    expect(canAfford(gold, { GOLD: 499 })).toBe(false);
  });
  it('counts card prices, and any price with unknown balances, as payable', () => {
    expect(canAfford({ price: 9.9, currency: 'USD', paymentType: 'CREDIT_CARD' }, {})).toBe(true);
    expect(canAfford(gold, undefined)).toBe(true);
    expect(canAfford(gold, { PLAYPOINT: 0 })).toBe(true);
  });
});
