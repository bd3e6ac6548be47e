import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button.tsx';
import { Popover } from './popover.tsx';

const meta = {
  title: 'Primitives/Popover',
  component: Popover,
  args: {
    label: 'Gold balance',
    trigger: <Button variant="secondary">1,250 Gold</Button>,
    children: 'Gold is earned from missions and chests.',
  },
  decorators: [
    (Story) => (
      <div className="flex min-h-48 items-start justify-center p-8">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnClick: Story = {};
export const OnHover: Story = { args: { openOnHover: true } };
export const Open: Story = { args: { defaultOpen: true } };
