import type { Meta, StoryObj } from '@storybook/react-vite';
import { WalletSelectionModal } from './wallet-selection-modal.tsx';

const meta = {
  title: 'Payments/Wallet selection modal',
  component: WalletSelectionModal,
  args: {
    wallets: [
      { id: 'injected', name: 'Browser wallet' },
      { id: 'mock', name: 'Test wallet', detail: 'Local test wallet on chain 31337' },
    ],
    onSelect: () => undefined,
    onClose: () => undefined,
  },
} satisfies Meta<typeof WalletSelectionModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Connecting: Story = { args: { pendingId: 'mock' } };
export const NoWalletFound: Story = { args: { wallets: [] } };
export const TimedOut: Story = { args: { error: 'Open wallet selection modal timed out' } };
