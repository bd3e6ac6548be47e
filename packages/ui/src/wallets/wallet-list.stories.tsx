import type { Meta, StoryObj } from '@storybook/react-vite';
import { WalletList } from './wallet-list.tsx';

const meta = {
  title: 'Wallets/Wallet list',
  component: WalletList,
  args: {
    chainName: (chainId: number) =>
      ({ 8453: 'Base', 137: 'Polygon' })[chainId] ?? `Chain ${chainId}`,
    wallets: [
      {
        address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        lastWalletConnection: { chainId: 8453, connectedAt: '2026-11-20T10:00:00Z' },
      },
      {
        address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
        lastWalletConnection: { chainId: 137, connectedAt: '2026-11-24T18:30:00Z' },
      },
    ],
  },
} satisfies Meta<typeof WalletList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoWallets: Story = {};
export const Empty: Story = { args: { wallets: [] } };
