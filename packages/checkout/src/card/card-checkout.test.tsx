import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, fakeSubscriptions } from '../testing/checkout.fixtures.ts';
import { CardCheckout } from './card-checkout.tsx';

const settings = { cardPublishableKey: 'pk_test_1', cryptoChains: [], devWallet: null };
const props = {
  purchase: { itemKey: 'BATTLE_PASS_PREMIUM_S1', priceUsd: 9.99 },
  api: fakeApi({}).api,
  openSubscriptions: fakeSubscriptions().open,
  onSucceeded: () => undefined,
  onClose: () => undefined,
};

describe('CardCheckout (spec 1 §4 Card purchase)', () => {
  it('says "Credit Card Payment is not supported" without a publishable key, loading nothing', () => {
    let loads = 0;
    render(
      <CardCheckout
        {...props}
        settings={{ ...settings, cardPublishableKey: null }}
        loadCardForm={() => {
          loads += 1;
          return new Promise(() => undefined);
        }}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'PAYMENT CONFIRMATION' })).toBeTruthy();
    expect(screen.getByText('Credit Card Payment is not supported')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /PAY NOW/ })).toBeNull();
    expect(loads).toBe(0);
  });

  it('loads the card provider with the key, then says not supported when it cannot load (js.stripe.com unreachable)', async () => {
    const keys: string[] = [];
    let fail: (error: Error) => void = () => undefined;
    render(
      <CardCheckout
        {...props}
        settings={settings}
        loadCardForm={(key) => {
          keys.push(key);
          return new Promise((_resolve, reject) => (fail = reject));
        }}
      />,
    );
    expect(screen.getByText('Loading the card form…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'PAY NOW US$9.99' })).toHaveProperty(
      'disabled',
      true,
    );
    fail(new Error('Failed to load Stripe.js'));
    expect(await screen.findByText('Credit Card Payment is not supported')).toBeTruthy();
    expect(keys).toEqual(['pk_test_1']);
  });
});
