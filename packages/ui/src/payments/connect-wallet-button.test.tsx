import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConnectWalletButton } from './connect-wallet-button.tsx';

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('ConnectWalletButton', () => {
  it('reads CONNECT WALLET, is 235px wide (spec 1 §9) and calls onClick', async () => {
    const onClick = vi.fn();
    render(<ConnectWalletButton onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'CONNECT WALLET' });
    expect(button.className).toContain('w-[235px]');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('shows the first 6 and last 4 characters of a connected address (spec 2 §9)', () => {
    render(<ConnectWalletButton onClick={() => undefined} address={address} />);
    const button = screen.getByRole('button', { name: '0x7099...79C8' });
    expect(button.getAttribute('title')).toBe(address);
    expect(screen.queryByText('CONNECT WALLET')).toBeNull();
  });

  it('ignores clicks while pending or disabled', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<ConnectWalletButton onClick={onClick} pending />);
    const button = screen.getByRole('button', { name: 'CONNECT WALLET' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    rerender(<ConnectWalletButton onClick={onClick} disabled />);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
