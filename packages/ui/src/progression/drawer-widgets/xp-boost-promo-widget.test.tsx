import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { XpBoostPromoWidget } from './xp-boost-promo-widget.tsx';

it('promotes the 1.5X XP multiplier and opens the purchase', async () => {
  const onBuy = vi.fn();
  render(<XpBoostPromoWidget onBuy={onBuy} />);
  expect(screen.getByRole('region', { name: 'XP BOOST' }).textContent).toContain('1.5X XP');
  await userEvent.click(screen.getByRole('button', { name: 'BUY XP BOOST' }));
  expect(onBuy).toHaveBeenCalledOnce();
});
