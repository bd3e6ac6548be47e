import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { PremiumActivatedModal } from './premium-activated-modal.tsx';

it('claims the rewards from CLAIM YOUR REWARDS', async () => {
  const onClaim = vi.fn();
  render(<PremiumActivatedModal onClaim={onClaim} onClose={() => undefined} />);
  expect(screen.getByRole('dialog', { name: 'PREMIUM PASS ACTIVATED' })).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'CLAIM YOUR REWARDS' }));
  expect(onClaim).toHaveBeenCalledOnce();
});

it('is busy while claiming, ignores clicks and Escape, and shows an error', async () => {
  const onClaim = vi.fn();
  const onClose = vi.fn();
  render(
    <PremiumActivatedModal
      onClaim={onClaim}
      onClose={onClose}
      claiming
      error="No more reward to collect."
    />,
  );
  const button = screen.getByRole('button', { name: 'CLAIM YOUR REWARDS' });
  expect(button.getAttribute('aria-busy')).toBe('true');
  await userEvent.click(button);
  await userEvent.keyboard('{Escape}');
  expect(onClaim).not.toHaveBeenCalled();
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByRole('alert').textContent).toBe('No more reward to collect.');
});
