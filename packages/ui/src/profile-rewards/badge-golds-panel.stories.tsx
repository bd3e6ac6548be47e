import type { Meta, StoryObj } from '@storybook/react-vite';
import { BadgeGoldsPanel } from './badge-golds-panel.tsx';

const meta = {
  title: 'Profile rewards/Badge golds panel',
  component: BadgeGoldsPanel,
  args: {
    status: 'ready',
    claimableAmount: 300,
    badges: [
      { itemKey: 'STARFORGE_BADGE', name: 'Starforge Badge', amount: 200 },
      { itemKey: 'NEBULA_BADGE', name: 'Nebula Badge', amount: 100 },
    ],
    onClaim: () => undefined,
  },
} satisfies Meta<typeof BadgeGoldsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Claimable: Story = {};
export const Claiming: Story = { args: { claiming: true } };
export const Claimed: Story = { args: { claimableAmount: 0, badges: [], claimedAmount: 300 } };
export const Loading: Story = { args: { status: 'loading' } };
export const Failed: Story = { args: { status: 'error' } };
