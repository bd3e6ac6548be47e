import { describe, expect, it } from 'vitest';
import { boosterCheckoutPrice, premiumPaymentChoices } from './payment-choices.ts';
import type { ShopPrice } from './payment-choices.ts';

const local = {
  chainId: 31337,
  name: 'Local',
  currencySymbol: 'ETH',
  rpcUrl: 'http://127.0.0.1:4198',
};
const withCrypto = { cardPublishableKey: null, cryptoChains: [local], devWallet: null };
const withEverything = { ...withCrypto, cardPublishableKey: 'pk_test_1' };
const prices: ShopPrice[] = [
  { price: 4000, currency: 'GOLD', paymentType: 'COIN', metadata: { chainId: null } },
  { price: 9.99, currency: 'USD', paymentType: 'CREDIT_CARD', metadata: { chainId: null } },
  { price: 0.003, currency: 'ETH', paymentType: 'CRYPTO', metadata: { chainId: 31337 } },
  { price: 0.003, currency: 'ETH', paymentType: 'CRYPTO', metadata: { chainId: 8453 } },
];

describe('the Buy premium pass choices (spec 1 §2, §6, §8)', () => {
  it('lists crypto on the chains the server takes, card as not supported without a card key', () => {
    const choices = premiumPaymentChoices({ prices, settings: withCrypto, premiumCrypto: true });
    expect(choices.prices.map((p) => p.metadata.chainId ?? p.paymentType)).toEqual([
      'COIN',
      'CREDIT_CARD',
      31337,
    ]);
    expect(choices.unsupported).toEqual({ CREDIT_CARD: 'Credit Card Payment is not supported' });
  });

  it('keeps premium crypto behind its switch', () => {
    const choices = premiumPaymentChoices({
      prices,
      settings: withEverything,
      premiumCrypto: false,
    });
    expect(choices.unsupported).toEqual({ CRYPTO: 'Crypto Payment is not supported' });
  });

  it('lists one crypto price as not supported when the server takes none of its chains', () => {
    const choices = premiumPaymentChoices({
      prices,
      settings: { ...withEverything, cryptoChains: [] },
      premiumCrypto: true,
    });
    expect(choices.prices.filter((p) => p.paymentType === 'CRYPTO')).toHaveLength(1);
    expect(choices.unsupported).toEqual({ CRYPTO: 'Crypto Payment is not supported' });
  });

  it('offers neither card nor crypto before the payment settings are known', () => {
    const choices = premiumPaymentChoices({ prices, settings: undefined, premiumCrypto: true });
    expect(Object.keys(choices.unsupported).sort()).toEqual(['CREDIT_CARD', 'CRYPTO']);
  });
});

describe('a booster paid by card or crypto (spec 1 §5)', () => {
  it('pays the first crypto price on a configured chain', () => {
    expect(boosterCheckoutPrice('crypto', [...prices].reverse(), withCrypto)).toEqual({
      method: 'crypto',
      price: { price: 0.003, currency: 'ETH', chainId: 31337 },
    });
    expect(boosterCheckoutPrice('crypto', prices.slice(0, 2), withCrypto)).toEqual({
      method: 'none',
      text: 'Crypto Payment is not supported',
    });
  });

  it('pays the card price in US dollars when the server has a card key', () => {
    expect(boosterCheckoutPrice('card', prices, withEverything)).toEqual({
      method: 'card',
      priceUsd: 9.99,
    });
    expect(boosterCheckoutPrice('card', prices, withCrypto)).toEqual({
      method: 'none',
      text: 'Credit Card Payment is not supported',
    });
    expect(boosterCheckoutPrice('card', prices.slice(2), withEverything)).toEqual({
      method: 'none',
      text: 'Invalid XP booster configuration',
    });
  });
});
