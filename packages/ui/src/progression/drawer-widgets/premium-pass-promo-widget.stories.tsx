import type { Meta, StoryObj } from '@storybook/react-vite';
import { PremiumPassPromoWidget } from './premium-pass-promo-widget.tsx';

const meta = {
  title: 'Progression/Drawer widgets/Premium pass promo',
  component: PremiumPassPromoWidget,
  decorators: [
    (Story) => (
      <div className="w-[338px]">
        <Story />
      </div>
    ),
  ],
  args: { onBuy: () => undefined, priceLabel: '5,000 Gold' },
} satisfies Meta<typeof PremiumPassPromoWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutPrice: Story = { args: { priceLabel: null } };
