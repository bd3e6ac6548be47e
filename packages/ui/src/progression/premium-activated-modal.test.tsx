import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { PremiumActivatedModal } from './premium-activated-modal.tsx';

it('claims the rewards from CLAIM YOUR REWARDS', async () => {
  const onClaim = vi.fn();
  render(<PremiumActivatedModal claimableCount={3} onClaim={onClaim} onClose={() => undefined} />);
  const dialog = screen.getByRole('dialog', { name: 'PREMIUM PASS ACTIVATED' });
  expect(dialog.textContent).toContain('ready to claim');
  await userEvent.click(screen.getByRole('button', { name: 'CLAIM YOUR REWARDS' }));
  expect(onClaim).toHaveBeenCalledOnce();
});

it('with nothing to claim (bought at level 0) says so and closes, claiming nothing (issue 10 fault 12)', async () => {
  const onClaim = vi.fn();
  const onClose = vi.fn();
  render(<PremiumActivatedModal claimableCount={0} onClaim={onClaim} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'PREMIUM PASS ACTIVATED' });
  expect(dialog.textContent).toContain('There are no premium rewards to claim yet.');
  expect(dialog.textContent).not.toContain('ready to claim');
  expect(screen.queryByRole('button', { name: 'CLAIM YOUR REWARDS' })).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'CLOSE' }));
  expect(onClose).toHaveBeenCalledOnce();
  expect(onClaim).not.toHaveBeenCalled();
});

it('waits while the rewards are counted', async () => {
  const onClaim = vi.fn();
  render(
    <PremiumActivatedModal claimableCount={null} onClaim={onClaim} onClose={() => undefined} />,
  );
  const button = screen.getByRole('button', { name: 'CLAIM YOUR REWARDS' });
  expect(button.getAttribute('aria-busy')).toBe('true');
  await userEvent.click(button);
  expect(onClaim).not.toHaveBeenCalled();
});

it('is busy while claiming, ignores clicks and Escape, and shows an error', async () => {
  const onClaim = vi.fn();
  const onClose = vi.fn();
  render(
    <PremiumActivatedModal
      claimableCount={2}
      onClaim={onClaim}
      onClose={onClose}
      claiming
      error="Something went wrong. (request-id: r1)"
    />,
  );
  const button = screen.getByRole('button', { name: 'CLAIM YOUR REWARDS' });
  expect(button.getAttribute('aria-busy')).toBe('true');
  await userEvent.click(button);
  await userEvent.keyboard('{Escape}');
  expect(onClaim).not.toHaveBeenCalled();
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByRole('alert').textContent).toBe('Something went wrong. (request-id: r1)');
});
