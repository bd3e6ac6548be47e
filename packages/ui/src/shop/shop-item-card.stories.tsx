import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShopItemCard } from './shop-item-card.tsx';

const meta = {
  title: 'Shop/Shop item card',
  component: ShopItemCard,
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
  args: {
    itemKey: 'XP_BOOSTER_7D',
    name: '7 Days XP Boost',
    summary: 'More XP from every mission for 7 days.',
    prices: [
      { price: 1000, currency: 'GOLD', paymentType: 'COIN' },
      { price: 4.99, currency: 'USD', paymentType: 'CREDIT_CARD' },
    ],
    unavailableLabel: null,
    onBuy: () => undefined,
  },
} satisfies Meta<typeof ShopItemCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Booster: Story = {};
export const PremiumPassOwned: Story = {
  args: {
    itemKey: 'PREMIUM_PASS_S1',
    name: 'Premium Pass',
    summary: 'Unlocks the premium track of the season.',
    unavailableLabel: 'OWNED',
  },
};
