import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReasonDialog } from './reason-dialog.tsx';

// issue 29 §2: every action asks why; the reason is required and goes with the action.
describe('ReasonDialog', () => {
  it('confirms only with a reason, sends it trimmed and closes', async () => {
    const onConfirm = vi.fn().mockResolvedValue(undefined);
    render(<ReasonDialog action="Ban" onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ban' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ban' });
    const confirm = screen.getByRole<HTMLButtonElement>('button', { name: 'Confirm' });
    expect(confirm.disabled).toBe(true);

    fireEvent.change(screen.getByRole('textbox', { name: 'Reason' }), {
      target: { value: '  Chargeback fraud  ' },
    });
    fireEvent.click(confirm);
    await vi.waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(onConfirm).toHaveBeenCalledWith('Chargeback fraud');
  });

  it('stays open and shows why when the action is refused', async () => {
    const onConfirm = vi.fn().mockRejectedValue(new Error('Not below zero.'));
    render(<ReasonDialog action="Revoke item" onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke item' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Duplicate grant' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not below zero.');
    expect(screen.getByRole('dialog', { name: 'Revoke item' }).isConnected).toBe(true);
  });
});
