import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toast } from './toast.tsx';

const meta = {
  title: 'Primitives/Toast',
  component: Toast,
  args: { children: 'Password changed successfully!', tone: 'success' },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Failure: Story = {
  args: { tone: 'error', children: 'You have closed the Telegram login window.' },
};
export const Closable: Story = { args: { tone: 'info', onClose: () => undefined } };
