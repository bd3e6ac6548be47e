import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ShopItemCard } from './shop-item-card.tsx';

const booster = {
  itemKey: 'XP_BOOSTER_7D',
  name: '7 Days XP Boost',
  summary: 'More XP from every mission for 7 days.',
  prices: [
    { price: 1000, currency: 'GOLD', paymentType: 'COIN' as const },
    { price: 4.99, currency: 'USD', paymentType: 'CREDIT_CARD' as const },
    { price: 0.05, currency: 'AVAX', paymentType: 'CRYPTO' as const },
    { price: 0.05, currency: 'AVAX', paymentType: 'CRYPTO' as const },
  ],
};

describe('ShopItemCard (spec 1 §2 /shop)', () => {
  it('shows the item with each price once, as the purchase modals write it,, and opens its purchase', () => {
    const onBuy = vi.fn();
    render(<ShopItemCard {...booster} unavailableLabel={null} onBuy={onBuy} />);
    const card = screen.getByRole('article', { name: '7 Days XP Boost' });
    const prices = within(card).getByRole('list', { name: '7 Days XP Boost prices' });
    expect(
      within(prices)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1,000 Gold', 'US$4.99', '0.05 AVAX']);
    fireEvent.click(within(card).getByRole('button', { name: 'BUY' }));
    expect(onBuy).toHaveBeenCalledOnce();
  });

  it('says why an item cannot be bought and offers no purchase', () => {
    const onBuy = vi.fn();
    render(<ShopItemCard {...booster} unavailableLabel="OWNED" onBuy={onBuy} />);
    const button = screen.getByRole('button', { name: 'OWNED' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button);
    expect(onBuy).not.toHaveBeenCalled();
  });

  it("lists its details, such as a chest's odds", () => {
    render(
      <ShopItemCard
        {...booster}
        details={{
          label: 'Legendary Chest odds',
          lines: ['50% · 100–500 Gold', '5% · 1 Epic Chest'],
        }}
        unavailableLabel={null}
        onBuy={vi.fn()}
      />,
    );
    const odds = screen.getByRole('list', { name: 'Legendary Chest odds' });
    expect(
      within(odds)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['50% · 100–500 Gold', '5% · 1 Epic Chest']);
  });
});
