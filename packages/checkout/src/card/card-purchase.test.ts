import { describe, expect, it, vi } from 'vitest';
import type { PurchaseResult } from '@levelup/api/payments';
import { amountInCents, payByCard } from './card-purchase.ts';
import type { CardProvider, CardPurchaseCalls } from './card-purchase.ts';

function provider(overrides: Partial<CardProvider> = {}) {
  const events: string[] = [];
  const card: CardProvider = {
    submit: vi.fn(async () => {
      events.push('submit');
      return {};
    }),
    createConfirmationToken: vi.fn(async () => {
      events.push('token');
      return { id: 'ctoken_1' };
    }),
    handleNextAction: vi.fn(async (secret: string) => {
      events.push(`action ${secret}`);
      return {};
    }),
    ...overrides,
  };
  return { card, events };
}

function calls(stripe: PurchaseResult['stripe'], status: PurchaseResult['status'] = 'PENDING') {
  const api: CardPurchaseCalls = {
    purchase: vi.fn(async () => ({ txId: '9', status, signedRequest: null, stripe })),
    waitForSuccess: vi.fn(async () => undefined),
  };
  return api;
}

describe('a card purchase (spec 1 §4)', () => {
  it('submits the form, creates a confirmation token, purchases in USD with it, then waits for SUCCESS', async () => {
    const { card, events } = provider();
    const api = calls({ status: 'processing', clientSecret: 'pi_secret' });
    await payByCard({ itemKey: 'PASS', provider: card, calls: api });
    expect(events).toEqual(['submit', 'token']);
    expect(api.purchase).toHaveBeenCalledWith({
      itemKey: 'PASS',
      quantity: 1,
      paymentType: 'CREDIT_CARD',
      currency: 'USD',
      confirmationToken: 'ctoken_1',
    });
    expect(api.waitForSuccess).toHaveBeenCalledWith('9');
  });

  it('handles requires_action with the client secret before waiting', async () => {
    const { card, events } = provider();
    const api = calls({ status: 'requires_action', clientSecret: 'pi_secret' });
    await payByCard({ itemKey: 'PASS', provider: card, calls: api });
    expect(events).toEqual(['submit', 'token', 'action pi_secret']);
    expect(api.waitForSuccess).toHaveBeenCalledWith('9');
  });

  it('shows the provider error of a failed next action and does not wait', async () => {
    const { card } = provider({
      handleNextAction: async () => ({ error: { message: 'Authentication failed.' } }),
    });
    const api = calls({ status: 'requires_action', clientSecret: 'pi_secret' });
    await expect(payByCard({ itemKey: 'PASS', provider: card, calls: api })).rejects.toThrow(
      'Authentication failed.',
    );
    expect(api.waitForSuccess).not.toHaveBeenCalled();
  });

  it('stops on an invalid form without purchasing', async () => {
    const { card } = provider({
      submit: async () => ({ error: { message: 'Your card number is incomplete.' } }),
    });
    const api = calls(null);
    await expect(payByCard({ itemKey: 'PASS', provider: card, calls: api })).rejects.toThrow(
      'Your card number is incomplete.',
    );
    expect(api.purchase).not.toHaveBeenCalled();
  });

  it('says "Missing confirmationToken" when the provider gives none', async () => {
    const { card } = provider({ createConfirmationToken: async () => ({ id: null }) });
    const api = calls(null);
    await expect(payByCard({ itemKey: 'PASS', provider: card, calls: api })).rejects.toThrow(
      'Missing confirmationToken',
    );
    expect(api.purchase).not.toHaveBeenCalled();
  });

  it('is done when the purchase answers SUCCESS', async () => {
    const api = calls({ status: 'succeeded', clientSecret: null }, 'SUCCESS');
    await payByCard({ itemKey: 'PASS', provider: provider().card, calls: api });
    expect(api.waitForSuccess).not.toHaveBeenCalled();
  });

  it('sends the amount in cents (spec 1 §7)', () => {
    expect(amountInCents(9.99)).toBe(999);
    expect(amountInCents(24.99)).toBe(2499);
    expect(amountInCents(1.1)).toBe(110);
  });
});
