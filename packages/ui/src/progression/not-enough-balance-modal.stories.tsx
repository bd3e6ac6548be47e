import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotEnoughBalanceModal } from './not-enough-balance-modal.tsx';

const meta = {
  title: 'Progression/Not enough balance modal',
  component: NotEnoughBalanceModal,
  args: { currency: 'GOLD', onClose: () => undefined },
} satisfies Meta<typeof NotEnoughBalanceModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gold: Story = {};
export const Playpoints: Story = { args: { currency: 'PLAYPOINT' } };
