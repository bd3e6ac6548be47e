import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PremiumPassCard } from './premium-pass-card.tsx';

describe('PremiumPassCard', () => {
  it('is one button, clickable anywhere, when the pass is not owned', async () => {
    const onBuy = vi.fn();
    render(<PremiumPassCard hasPremium={false} onBuy={onBuy} priceLabel="US$9.99" />);
    await userEvent.click(screen.getByText('US$9.99'));
    expect(onBuy).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'BUY PREMIUM PASS US$9.99' })).toBeTruthy();
  });

  it('shows PREMIUM PASS ACTIVATED and no buy button once owned', () => {
    render(<PremiumPassCard hasPremium onBuy={() => undefined} />);
    expect(screen.getByText('PREMIUM PASS ACTIVATED')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('BUY PREMIUM PASS')).toBeNull();
  });
});
