import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { BoosterActivatedModal } from './booster-activated-modal.tsx';

it('names the booster in the title and closes with CLOSE', async () => {
  const onClose = vi.fn();
  render(<BoosterActivatedModal durationDays={30} onClose={onClose} />);
  expect(
    screen.getByRole('dialog', { name: 'YOUR 30-DAY XP BOOST HAS BEEN ACTIVATED!' }),
  ).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'CLOSE' }));
  expect(onClose).toHaveBeenCalledOnce();
});
