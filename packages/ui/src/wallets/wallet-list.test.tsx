import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WalletList } from './wallet-list.tsx';

const chainName = (chainId: number) => (chainId === 8453 ? 'Base' : `Chain ${chainId}`);

describe('WalletList', () => {
  it('shows each wallet as its first 6 and last 4 characters with its last connection (spec 2 §9)', () => {
    render(
      <WalletList
        chainName={chainName}
        formatDate={(iso) => iso.slice(0, 10)}
        wallets={[
          {
            address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
            lastWalletConnection: { chainId: 8453, connectedAt: '2026-11-20T10:00:00Z' },
          },
          { address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', lastWalletConnection: null },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Connected wallets' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      '0x7099...79C8Last connected on Base, 2026-11-20',
      '0x3C44...93BC',
    ]);
  });

  it('says so when no wallet is connected', () => {
    render(<WalletList chainName={chainName} wallets={[]} />);
    expect(screen.getByText('No wallet connected yet.')).toBeTruthy();
  });
});
