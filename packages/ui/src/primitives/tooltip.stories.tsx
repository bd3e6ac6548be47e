import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button.tsx';
import { Tooltip } from './tooltip.tsx';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: {
    content: 'Level up to claim',
    children: <Button variant="secondary">Hover or focus me</Button>,
  },
  decorators: [
    (Story) => (
      <div className="flex min-h-32 items-end justify-center p-8">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LevelUpToClaim: Story = {};
export const BuyPremiumToClaim: Story = { args: { content: 'Buy Premium Pass to claim' } };
export const Below: Story = { args: { side: 'bottom' } };
