import type { Meta, StoryObj } from '@storybook/react-vite';
import { DrawerWidgetCard } from './widget-card.tsx';

const meta = {
  title: 'Progression/Drawer widgets/Widget card',
  component: DrawerWidgetCard,
  decorators: [
    (Story) => (
      <div className="w-[338px]">
        <Story />
      </div>
    ),
  ],
  args: { widget: 'example', title: 'LEVEL 3', badge: 'BASIC PASS', children: 'Body text' },
} satisfies Meta<typeof DrawerWidgetCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Promo: Story = { args: { tone: 'promo', badge: null } };
