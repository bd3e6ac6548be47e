import type { Meta, StoryObj } from '@storybook/react-vite';
import { XpBoostStatusWidget } from './xp-boost-status-widget.tsx';

const meta = {
  title: 'Progression/Drawer widgets/XP boost status',
  component: XpBoostStatusWidget,
  decorators: [
    (Story) => (
      <div className="w-[338px]">
        <Story />
      </div>
    ),
  ],
  args: {
    itemKey: 'BATTLE_PASS_XP_BOOSTER_7D',
    now: Date.UTC(2026, 2, 1, 12),
    endAt: Date.UTC(2026, 2, 4, 13, 5),
    onBuyAgain: () => undefined,
  },
} satisfies Meta<typeof XpBoostStatusWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};
export const UnderTwoHours: Story = { args: { endAt: Date.UTC(2026, 2, 1, 13, 30) } };
export const Expired: Story = { args: { endAt: Date.UTC(2026, 2, 1, 11) } };
/** spec 1 §5: multi-booster purchase disabled while this one runs. */
export const PurchaseBlocked: Story = { args: { purchaseBlocked: true } };
