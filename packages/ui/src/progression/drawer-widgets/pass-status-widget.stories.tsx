import type { Meta, StoryObj } from '@storybook/react-vite';
import { PassStatusWidget } from './pass-status-widget.tsx';

const meta = {
  title: 'Progression/Drawer widgets/Pass status',
  component: PassStatusWidget,
  decorators: [
    (Story) => (
      <div className="w-[338px]">
        <Story />
      </div>
    ),
  ],
  args: {
    level: 5,
    xp: 1200,
    nextLevel: 6,
    nextLevelXp: 2000,
    levelProgress: 0.4,
    hasPremium: false,
  },
} satisfies Meta<typeof PassStatusWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {};
export const Premium: Story = { args: { hasPremium: true } };
export const MaxLevel: Story = { args: { nextLevel: null, nextLevelXp: null, levelProgress: 1 } };
