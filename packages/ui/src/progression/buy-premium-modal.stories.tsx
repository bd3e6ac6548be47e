import type { Meta, StoryObj } from '@storybook/react-vite';
import { BuyPremiumModal } from './buy-premium-modal.tsx';

const meta = {
  title: 'Progression/Buy premium modal',
  component: BuyPremiumModal,
  args: {
    prices: [
      { price: 5000, currency: 'GOLD', paymentType: 'COIN' },
      { price: 9.99, currency: 'USD', paymentType: 'CREDIT_CARD' },
      { price: 0.05, currency: 'AVAX', paymentType: 'CRYPTO' },
    ],
    onConfirm: () => undefined,
    onCancel: () => undefined,
  },
} satisfies Meta<typeof BuyPremiumModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CardAndCryptoNotYetSupported: Story = {
  args: {
    unsupportedPaymentTypes: {
      CREDIT_CARD: 'Credit Card Payment is not supported',
      CRYPTO: 'Crypto Payment is not supported',
    },
  },
};
export const Pending: Story = { args: { pending: true } };
export const WithError: Story = { args: { error: 'Failed to purchase battle pass' } };
export const Unavailable: Story = { args: { unavailable: true } };
/** Issue 10 fault 14: the balance, and the Gold price the player cannot pay marked. */
export const BalanceTooLow: Story = { args: { balances: { GOLD: 1200 } } };
