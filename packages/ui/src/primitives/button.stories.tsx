import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button.tsx';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'BUY NOW' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Read more' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Log Out' } };
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const Disabled: Story = { args: { disabled: true, children: 'XP BOOST ALREADY ACTIVE' } };
export const Pending: Story = { args: { pending: true, children: 'CLAIM' } };
