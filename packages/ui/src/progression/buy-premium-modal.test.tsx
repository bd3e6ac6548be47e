import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BuyPremiumModal } from './buy-premium-modal.tsx';
import type { BuyPremiumModalProps } from './buy-premium-modal.tsx';

const prices = [
  { price: 0.05, currency: 'AVAX', paymentType: 'CRYPTO', metadata: { chainId: 43114 } },
  { price: 9.99, currency: 'USD', paymentType: 'CREDIT_CARD', metadata: { chainId: null } },
  { price: 5000, currency: 'GOLD', paymentType: 'COIN', metadata: { chainId: null } },
] as const;

type Price = (typeof prices)[number];

function renderModal(props: Partial<BuyPremiumModalProps<Price>> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(<BuyPremiumModal prices={prices} onConfirm={onConfirm} onCancel={onCancel} {...props} />);
  return { onConfirm, onCancel };
}

describe('BuyPremiumModal', () => {
  it('offers the in-app price first, then card, then crypto, each with its price', () => {
    renderModal();
    const group = screen.getByRole('group', { name: 'Payment method' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Gold5,000 Gold', 'Credit CardUS$9.99', 'Crypto (AVAX)0.05 AVAX']);
    expect(screen.getByText('5,000 Gold', { selector: '.text-lg' })).toBeTruthy();
  });

  it('confirms the chosen price as given, with its chain id', async () => {
    const { onConfirm } = renderModal();
    await userEvent.click(screen.getByRole('radio', { name: /^Crypto/ }));
    expect(screen.getByText('0.05 AVAX', { selector: '.text-lg' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'CONFIRM' }));
    expect(onConfirm).toHaveBeenCalledWith(prices[0]);
  });

  it('shows unsupported payment types disabled with why', () => {
    renderModal({ unsupportedPaymentTypes: { CRYPTO: 'Crypto Payment is not supported' } });
    expect((screen.getByRole('radio', { name: /^Crypto/ }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(screen.getByText('Crypto Payment is not supported')).toBeTruthy();
  });

  it('cancels with Cancel', async () => {
    const { onCancel } = renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('says the premium pass is unavailable and offers nothing to confirm', () => {
    renderModal({ unavailable: true });
    expect(
      screen.getByText('Purchasing a Premium Battle Pass is not available at the moment.'),
    ).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('button', { name: 'CONFIRM' }).hasAttribute('disabled')).toBe(true);
  });

  it('is busy while pending, cannot be cancelled then, and shows an error', async () => {
    const { onConfirm, onCancel } = renderModal({
      pending: true,
      error: 'Failed to purchase battle pass',
    });
    await userEvent.click(screen.getByRole('button', { name: 'CONFIRM' }));
    await userEvent.keyboard('{Escape}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Failed to purchase battle pass');
  });

  it('reports a missing price', () => {
    renderModal({ prices: [] });
    expect(screen.getByRole('alert').textContent).toBe('Missing item key or price');
  });

  it('shows the balance and marks an in-app price the player cannot pay as not selectable (issue 10 fault 14)', () => {
    renderModal({ balances: { GOLD: 1200 } });
    const gold = screen.getByRole('radio', { name: /^Gold/ }) as HTMLInputElement;
    expect(gold.closest('label')?.textContent).toBe('Gold5,000 Gold · Not enough Gold');
    expect(gold.disabled).toBe(true);
    expect((screen.getByRole('radio', { name: /^Credit Card/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByText('Your balance').nextSibling?.textContent).toBe('1,200 Gold');
  });

  it('keeps an in-app price the balance covers selectable', () => {
    renderModal({ balances: { GOLD: 5000 } });
    const gold = screen.getByRole('radio', { name: /^Gold/ }) as HTMLInputElement;
    expect(gold.disabled).toBe(false);
    expect(gold.checked).toBe(true);
    expect(screen.getByText('Your balance').nextSibling?.textContent).toBe('5,000 Gold');
  });
});
