import type { Meta, StoryObj } from '@storybook/react-vite';
import { PremiumPassCard } from './premium-pass-card.tsx';

const meta = {
  title: 'Battle pass/Premium pass card',
  component: PremiumPassCard,
  args: { hasPremium: false, onBuy: () => undefined, priceLabel: 'US$9.99' },
  decorators: [
    (Story) => (
      <div className="h-[140px] w-[148px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PremiumPassCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotOwned: Story = {};
export const Owned: Story = { args: { hasPremium: true } };
export const WithoutPrice: Story = { args: { priceLabel: undefined } };
