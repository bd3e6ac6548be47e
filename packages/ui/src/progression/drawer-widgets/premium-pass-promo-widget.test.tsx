import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { PremiumPassPromoWidget } from './premium-pass-promo-widget.tsx';

it('buys the premium pass from BUY PREMIUM PASS', async () => {
  const onBuy = vi.fn();
  render(<PremiumPassPromoWidget onBuy={onBuy} priceLabel="US$9.99" />);
  expect(screen.getByRole('region', { name: 'PREMIUM PASS' }).textContent).toContain('US$9.99');
  await userEvent.click(screen.getByRole('button', { name: 'BUY PREMIUM PASS' }));
  expect(onBuy).toHaveBeenCalledOnce();
});
