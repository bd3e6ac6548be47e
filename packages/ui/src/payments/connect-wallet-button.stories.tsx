import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConnectWalletButton } from './connect-wallet-button.tsx';

const meta = {
  title: 'Payments/Connect wallet button',
  component: ConnectWalletButton,
  args: { onClick: () => undefined },
} satisfies Meta<typeof ConnectWalletButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Disconnected: Story = {};
export const Connecting: Story = { args: { pending: true } };
export const Connected: Story = {
  args: { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
};
export const Disabled: Story = { args: { disabled: true } };
