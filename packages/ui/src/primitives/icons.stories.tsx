import type { Meta, StoryObj } from '@storybook/react-vite';
import { BellIcon, BoltIcon, CheckIcon, CloseIcon, LockIcon, SpinnerIcon } from './icons.tsx';

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
export const Bolt: Story = { render: (args) => <BoltIcon {...args} /> };
export const Bell: Story = { render: (args) => <BellIcon {...args} /> };
export const Spinner: Story = {
  render: (args) => <SpinnerIcon {...args} className={`${args.className} animate-spin`} />,
};
