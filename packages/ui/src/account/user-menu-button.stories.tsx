import type { Meta, StoryObj } from '@storybook/react-vite';
import { UserMenuButton } from './user-menu-button.tsx';

const meta = {
  title: 'Account/User menu button',
  component: UserMenuButton,
  args: { username: 'Anonymous User', initials: 'AU' },
} satisfies Meta<typeof UserMenuButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {};
export const LongName: Story = { args: { username: 'nebula_runner15', initials: 'NE' } };
