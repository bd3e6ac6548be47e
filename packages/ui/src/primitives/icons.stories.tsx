import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckIcon, CloseIcon, LockIcon } from './icons.tsx';

const meta = {
  title: 'Primitives/Icons',
  component: CloseIcon,
  args: { className: 'size-8 text-ink' },
} satisfies Meta<typeof CloseIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Close: Story = {};
export const Check: Story = { render: (args) => <CheckIcon {...args} /> };
export const Lock: Story = { render: (args) => <LockIcon {...args} /> };
