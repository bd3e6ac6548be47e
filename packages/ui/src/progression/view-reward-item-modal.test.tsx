import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { ViewRewardItemModal } from './view-reward-item-modal.tsx';

it('shows the game, the item and only the first sentence of the description', async () => {
  const onClose = vi.fn();
  render(
    <ViewRewardItemModal
      itemName="Dragon Sword"
      gameName="Dragon Realms"
      description="A blade forged in dragon fire. It deals double damage to ice giants! Trade it never."
      imagePath="/sword.png"
      onClose={onClose}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Dragon Realms Dragon Sword' });
  expect(screen.getByText('A blade forged in dragon fire.')).toBeTruthy();
  expect(dialog.textContent).not.toContain('double damage');
  // Issue 10 fault 17: the item's icon is contained in the 16:9 header, not cropped.
  const image = screen.getByRole('img', { name: 'Dragon Sword' });
  expect(image.className).toContain('object-contain');
  expect(image.className).not.toContain('object-cover');
  await userEvent.click(screen.getByRole('button', { name: 'OK' }));
  expect(onClose).toHaveBeenCalledOnce();
});

it('works without a game, a description or an image', () => {
  render(<ViewRewardItemModal itemName="Upgrade Ticket" onClose={() => undefined} />);
  expect(screen.getByRole('dialog', { name: 'Upgrade Ticket' })).toBeTruthy();
  expect(screen.queryByRole('img')).toBeNull();
});
