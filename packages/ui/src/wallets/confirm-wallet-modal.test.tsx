import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmWalletModal } from './confirm-wallet-modal.tsx';
import type { ConfirmWalletModalProps } from './confirm-wallet-modal.tsx';

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function renderModal(props: Partial<ConfirmWalletModalProps> = {}) {
  const handlers = { onConfirm: vi.fn(), onConnectAnother: vi.fn(), onClose: vi.fn() };
  render(<ConfirmWalletModal address={address} chainLabel="Base" {...handlers} {...props} />);
  return handlers;
}

describe('ConfirmWalletModal', () => {
  it('is headed Before you connect, then CONFIRM WALLET with the short address (spec 2 §2, §9)', () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Before you connect' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'CONFIRM WALLET' })).toBeTruthy();
    expect(screen.getByText('0x7099...79C8').getAttribute('title')).toBe(address);
    expect(screen.getByText('on Base')).toBeTruthy();
  });

  it('CONFIRM confirms, CONNECT ANOTHER asks for another wallet', async () => {
    const handlers = renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'CONFIRM' }));
    expect(handlers.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'CONNECT ANOTHER' }));
    expect(handlers.onConnectAnother).toHaveBeenCalledOnce();
  });

  it('shows why binding failed, and holds CONNECT ANOTHER while signing', () => {
    renderModal({ error: 'Hm, this wallet has already been claimed.', pending: true });
    expect(screen.getByRole('alert').textContent).toBe('Hm, this wallet has already been claimed.');
    expect(
      (screen.getByRole('button', { name: 'CONNECT ANOTHER' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
