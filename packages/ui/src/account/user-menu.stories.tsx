import type { Meta, StoryObj } from '@storybook/react-vite';
import { UserMenu } from './user-menu.tsx';

const meta = {
  title: 'Account/User menu',
  component: UserMenu,
  args: {
    links: [
      { label: 'Profile', href: '/profile/me' },
      { label: 'Manage Account', href: '/profile/manage-account' },
    ],
    onNavigate: () => undefined,
    onLogOut: () => undefined,
  },
  decorators: [
    (Story) => (
      <div className="max-w-xs rounded-lg bg-surface-raised p-3">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Player: Story = {};
export const PublisherUser: Story = {
  args: {
    links: [
      { label: 'Profile', href: '/profile/me' },
      { label: 'Publisher Dashboard', href: '/publisher/dashboard' },
      { label: 'Manage Account', href: '/profile/manage-account' },
    ],
  },
};
export const LoggingOut: Story = { args: { loggingOut: true } };
