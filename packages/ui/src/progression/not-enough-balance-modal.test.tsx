import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { NotEnoughBalanceModal } from './not-enough-balance-modal.tsx';

it('names the missing currency as spec 1 §8 does and closes with Ok', async () => {
  const onClose = vi.fn();
  render(<NotEnoughBalanceModal currency="ALLY_TOKEN" onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: "You don't have enough ALLY tokens" });
  expect(dialog.textContent).toContain('Play more missions to earn it to buy the XP Booster!');
  await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
  expect(onClose).toHaveBeenCalledOnce();
});
