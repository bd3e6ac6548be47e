import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { CheckYourItemsModal } from './check-your-items-modal.tsx';

it('names the item and leads to it with VIEW ITEM', async () => {
  const onViewItem = vi.fn();
  const onClose = vi.fn();
  render(<CheckYourItemsModal itemName="Dragon Sword" onViewItem={onViewItem} onClose={onClose} />);
  expect(screen.getByRole('dialog', { name: 'CHECK YOUR ITEMS' }).textContent).toContain(
    'Dragon Sword is now in your items.',
  );
  await userEvent.click(screen.getByRole('button', { name: 'VIEW ITEM' }));
  expect(onViewItem).toHaveBeenCalledOnce();
  expect(onClose).not.toHaveBeenCalled();
});
