import { describe, expect, it } from 'vitest';
import {
  cardPaymentAvailable,
  cardPriceUsd,
  cryptoAmountLabel,
  firstCryptoPrice,
} from './payment-options.ts';

const settings = {
  cardPublishableKey: null,
  cryptoChains: [
    { chainId: 31337, name: 'Local', currencySymbol: 'ETH', rpcUrl: 'http://127.0.0.1:4198' },
  ],
  devWallet: null,
};
const prices = [
  { price: 500, currency: 'GOLD', paymentType: 'COIN', metadata: { chainId: null } },
  { price: 9.99, currency: 'USD', paymentType: 'CREDIT_CARD', metadata: { chainId: null } },
  { price: 0.004, currency: 'ETH', paymentType: 'CRYPTO', metadata: { chainId: 8453 } },
  { price: 0.003, currency: 'ETH', paymentType: 'CRYPTO', metadata: { chainId: 31337 } },
];

describe('payment options (spec 1 §5, §8)', () => {
  it('offers the first crypto price on a chain the server takes', () => {
    expect(firstCryptoPrice(settings, prices)).toEqual({
      price: 0.003,
      currency: 'ETH',
      chainId: 31337,
    });
    expect(firstCryptoPrice({ ...settings, cryptoChains: [] }, prices)).toBeNull();
    expect(firstCryptoPrice(undefined, prices)).toBeNull();
  });

  it('offers card payment only with a publishable key', () => {
    expect(cardPaymentAvailable(settings)).toBe(false);
    expect(cardPaymentAvailable({ ...settings, cardPublishableKey: 'pk_test_1' })).toBe(true);
    expect(cardPriceUsd(prices)).toBe(9.99);
    expect(cardPriceUsd(prices.slice(2))).toBeNull();
  });

  it('labels a crypto amount', () => {
    expect(cryptoAmountLabel({ price: 0.003, currency: 'ETH' })).toBe('0.003 ETH');
  });
});
