import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleBoosters } from './booster-offers.fixtures.ts';
import { BuyBoosterModal } from './buy-booster-modal.tsx';

const meta = {
  title: 'Progression/Buy booster modal',
  component: BuyBoosterModal,
  args: { boosters: sampleBoosters, onBuy: () => undefined, onClose: () => undefined },
} satisfies Meta<typeof BuyBoosterModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AlreadyActive: Story = { args: { alreadyActive: true } };
export const Pending: Story = { args: { pending: true } };
export const WithError: Story = { args: { error: 'Invalid XP booster configuration' } };
export const WithOtherPaymentOptions: Story = {
  args: {
    otherPaymentOptions: [
      { id: 'card', label: 'Credit Card', note: 'Credit Card Payment is not supported' },
      { id: 'crypto', label: 'Crypto', note: 'Crypto Payment is not supported' },
    ],
  },
};
/** Issue 10 fault 14: the balance, and the durations the player cannot pay marked. */
export const BalanceTooLow: Story = { args: { balances: { GOLD: 700 } } };
