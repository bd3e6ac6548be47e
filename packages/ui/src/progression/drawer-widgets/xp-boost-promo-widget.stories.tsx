import type { Meta, StoryObj } from '@storybook/react-vite';
import { XpBoostPromoWidget } from './xp-boost-promo-widget.tsx';

const meta = {
  title: 'Progression/Drawer widgets/XP boost promo',
  component: XpBoostPromoWidget,
  decorators: [
    (Story) => (
      <div className="w-[338px]">
        <Story />
      </div>
    ),
  ],
  args: { onBuy: () => undefined },
} satisfies Meta<typeof XpBoostPromoWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
