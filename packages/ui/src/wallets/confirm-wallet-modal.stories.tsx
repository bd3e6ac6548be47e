import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmWalletModal } from './confirm-wallet-modal.tsx';

const meta = {
  title: 'Wallets/Confirm wallet modal',
  component: ConfirmWalletModal,
  args: {
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    chainLabel: 'Base',
    onConfirm: () => undefined,
    onConnectAnother: () => undefined,
    onClose: () => undefined,
  },
} satisfies Meta<typeof ConfirmWalletModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Signing: Story = { args: { pending: true } };
export const AlreadyClaimed: Story = {
  args: {
    error:
      'Hm, this wallet has already been claimed. Connect to another or log in with that wallet instead.',
  },
};
