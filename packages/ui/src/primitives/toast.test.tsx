import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { Toast } from './toast.tsx';

it('announces its message politely', () => {
  render(<Toast tone="success">Password changed successfully!</Toast>);
  expect(screen.getByRole('status').textContent).toBe('Password changed successfully!');
  expect(screen.queryByRole('button')).toBeNull();
});

it('offers a labelled close button when the caller can close it', async () => {
  const onClose = vi.fn();
  render(
    <Toast onClose={onClose} closeLabel="Dismiss">
      Saved
    </Toast>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(onClose).toHaveBeenCalledOnce();
});

it('sits in the top corner under the navbar, clear of the footer (issue 10 fault 17)', () => {
  render(<Toast>Level up!</Toast>);
  const toast = screen.getByRole('status');
  expect(toast.className).toContain('top-[calc(var(--spacing-navbar,0rem)+1rem)]');
  expect(toast.className).not.toMatch(/\bbottom-/);
});
