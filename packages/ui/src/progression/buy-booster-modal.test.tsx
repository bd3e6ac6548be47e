import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleBoosters } from './booster-offers.fixtures.ts';
import { BuyBoosterModal } from './buy-booster-modal.tsx';
import type { BuyBoosterModalProps } from './buy-booster-modal.tsx';

const terms =
  'I accept the Terms of Service and understand I am purchasing a non-refundable digital item';

function renderModal(props: Partial<BuyBoosterModalProps> = {}) {
  const onBuy = vi.fn();
  const onClose = vi.fn();
  render(<BuyBoosterModal boosters={sampleBoosters} onBuy={onBuy} onClose={onClose} {...props} />);
  return { onBuy, onClose };
}

const radio = (name: RegExp | string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('BuyBoosterModal', () => {
  it('lists the durations longest first, named N-DAY XP BOOST, the longest selected', () => {
    renderModal();
    const durations = within(screen.getByRole('group', { name: 'Duration' })).getAllByRole('radio');
    // Each option shows its name and its price in the chosen currency.
    expect(durations.map((input) => input.closest('label')?.textContent)).toEqual([
      '90-DAY XP BOOST5,000 Gold',
      '30-DAY XP BOOST2,000 Gold',
      '7-DAY XP BOOST600 Gold',
      '3-DAY XP BOOST300 Gold',
    ]);
    expect(radio(/^90-DAY XP BOOST/).checked).toBe(true);
    expect(screen.getByText('5,000 Gold', { selector: '.text-lg' })).toBeTruthy();
    expect(screen.getByText(/1\.5X XP MULTIPLIER/)).toBeTruthy();
  });

  it('keeps BUY NOW disabled until the terms are ticked, then buys the chosen duration', async () => {
    const { onBuy } = renderModal();
    const buy = screen.getByRole('button', { name: 'BUY NOW' });
    expect(buy.hasAttribute('disabled')).toBe(true);
    await userEvent.click(radio(/^7-DAY XP BOOST/));
    await userEvent.click(screen.getByRole('checkbox', { name: terms }));
    expect(buy.hasAttribute('disabled')).toBe(false);
    await userEvent.click(buy);
    expect(onBuy).toHaveBeenCalledWith({
      itemKey: 'BATTLE_PASS_XP_BOOSTER_7D',
      currency: 'GOLD',
      price: 600,
    });
  });

  it('offers a currency picker only when the duration has several in-app prices', async () => {
    const { onBuy } = renderModal({ defaultItemKey: 'BATTLE_PASS_XP_BOOSTER_30D' });
    expect(screen.queryByRole('group', { name: 'Pay with' })).toBeNull();
    await userEvent.click(radio(/^3-DAY XP BOOST/));
    await userEvent.click(radio('Playpoints'));
    expect(screen.getByText('1,200 Playpoints', { selector: '.text-lg' })).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: terms }));
    await userEvent.click(screen.getByRole('button', { name: 'BUY NOW' }));
    expect(onBuy).toHaveBeenCalledWith({
      itemKey: 'BATTLE_PASS_XP_BOOSTER_3D',
      currency: 'PLAYPOINT',
      price: 1200,
    });
  });

  it('says XP BOOST ALREADY ACTIVE before any choice while a booster is active (issue 10 fault 13)', async () => {
    const { onBuy } = renderModal({ alreadyActive: true });
    expect(screen.getByRole('checkbox', { name: terms }).hasAttribute('disabled')).toBe(true);
    for (const choice of screen.getAllByRole('radio'))
      expect(choice.matches(':disabled')).toBe(true);
    const button = screen.getByRole('button', { name: 'XP BOOST ALREADY ACTIVE' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'BUY NOW' })).toBeNull();
    await userEvent.click(button);
    expect(onBuy).not.toHaveBeenCalled();
  });

  it('is busy while pending and cannot be closed then', async () => {
    const { onBuy, onClose } = renderModal({ pending: true });
    const button = screen.getByRole('button', { name: 'BUY NOW' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(onBuy).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Escape when idle, and shows an error from the caller', async () => {
    const { onClose } = renderModal({ error: 'Failed to purchase battle pass' });
    expect(screen.getByRole('alert').textContent).toBe('Failed to purchase battle pass');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('reports an invalid configuration for a booster without an in-app price', () => {
    renderModal({
      boosters: [
        { key: 'BATTLE_PASS_XP_BOOSTER_7D', name: '7', metadata: { duration: 7 }, prices: [] },
      ],
    });
    expect(screen.getByRole('alert').textContent).toBe('Invalid XP booster configuration');
  });

  it('shows other payment options disabled without a callback, enabled with one after the terms', async () => {
    const onCard = vi.fn();
    renderModal({
      otherPaymentOptions: [
        { id: 'card', label: 'Credit Card', onSelect: onCard },
        { id: 'crypto', label: 'Crypto', note: 'Crypto Payment is not supported' },
      ],
    });
    const crypto = screen.getByRole('button', { name: 'Crypto' });
    expect(crypto.hasAttribute('disabled')).toBe(true);
    expect(crypto.getAttribute('aria-describedby')).toBe(
      screen.getByText('Crypto Payment is not supported').id,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: terms }));
    await userEvent.click(screen.getByRole('button', { name: 'Credit Card' }));
    expect(onCard).toHaveBeenCalledWith('BATTLE_PASS_XP_BOOSTER_90D');
  });

  it('shows the balance, marks durations the player cannot pay and keeps BUY NOW disabled for them (issue 10 fault 14)', async () => {
    const { onBuy } = renderModal({ balances: { GOLD: 700 } });
    const durations = within(screen.getByRole('group', { name: 'Duration' })).getAllByRole('radio');
    expect(durations.map((input) => input.closest('label')?.textContent)).toEqual([
      '90-DAY XP BOOST5,000 Gold · Not enough Gold',
      '30-DAY XP BOOST2,000 Gold · Not enough Gold',
      '7-DAY XP BOOST600 Gold',
      '3-DAY XP BOOST300 Gold',
    ]);
    expect(screen.getByText('Your balance').nextSibling?.textContent).toBe('700 Gold');
    await userEvent.click(screen.getByRole('checkbox', { name: terms }));
    const buy = screen.getByRole('button', { name: 'BUY NOW' });
    expect(buy.hasAttribute('disabled')).toBe(true);
    await userEvent.click(radio(/^7-DAY XP BOOST/));
    await userEvent.click(buy);
    expect(onBuy).toHaveBeenCalledWith({
      itemKey: 'BATTLE_PASS_XP_BOOSTER_7D',
      currency: 'GOLD',
      price: 600,
    });
  });
});
