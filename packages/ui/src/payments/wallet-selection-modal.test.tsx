import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WalletSelectionModal } from './wallet-selection-modal.tsx';
import type { WalletSelectionModalProps } from './wallet-selection-modal.tsx';

const wallets = [
  { id: 'injected', name: 'Browser wallet' },
  { id: 'mock', name: 'Test wallet', detail: 'Local test wallet on chain 31337' },
];

function renderModal(props: Partial<WalletSelectionModalProps> = {}) {
  const onSelect = vi.fn();
  const onClose = vi.fn();
  render(
    <WalletSelectionModal wallets={wallets} onSelect={onSelect} onClose={onClose} {...props} />,
  );
  return { onSelect, onClose };
}

describe('WalletSelectionModal', () => {
  it('is titled CONNECT WALLET and offers one button per wallet', () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: 'CONNECT WALLET' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Wallets' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Browser wallet', 'Test walletLocal test wallet on chain 31337']);
    expect(
      // WCAG 2.5.3: the name holds all the visible text, detail included.
      screen.getByRole('button', { name: 'Test wallet Local test wallet on chain 31337' }),
    ).toBeTruthy();
  });

  it('selects a wallet by its id, with the mouse or the keyboard', async () => {
    const { onSelect } = renderModal();
    await userEvent.click(screen.getByRole('button', { name: /^Test wallet/ }));
    expect(onSelect).toHaveBeenLastCalledWith('mock');
    screen.getByRole('button', { name: 'Browser wallet' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('injected');
    expect(onSelect).toHaveBeenCalledTimes(2);
  });

  it('shows the wallet being connected as busy and holds the others', async () => {
    const { onSelect } = renderModal({ pendingId: 'mock' });
    const pending = screen.getByRole('button', { name: /^Test wallet/ });
    const other = screen.getByRole('button', { name: 'Browser wallet' }) as HTMLButtonElement;
    expect(pending.getAttribute('aria-busy')).toBe('true');
    expect(other.disabled).toBe(true);
    await userEvent.click(pending);
    await userEvent.click(other);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('says no wallet was found when the browser offers none', () => {
    renderModal({ wallets: [] });
    expect(screen.queryByRole('list')).toBeNull();
    expect(
      screen.getByText('No wallet was found. Install a browser wallet to pay with crypto.'),
    ).toBeTruthy();
  });

  it('shows an error and closes with Cancel', async () => {
    const { onClose } = renderModal({ error: 'Open wallet selection modal timed out' });
    expect(screen.getByRole('alert').textContent).toBe('Open wallet selection modal timed out');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
