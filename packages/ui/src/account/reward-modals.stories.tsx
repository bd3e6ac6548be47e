import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlaypointRewardModal } from './playpoint-reward-modal.tsx';
import { SsoUpgradeModal } from './sso-upgrade-modal.tsx';

const meta = {
  title: 'Account/SSO upgrade modals',
  component: SsoUpgradeModal,
  args: { rewardPlaypoints: 100, onUpgrade: () => undefined, onClose: () => undefined },
} satisfies Meta<typeof SsoUpgradeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Upgrade: Story = {};
export const Congratulation: Story = {
  render: () => <PlaypointRewardModal playpoints={100} onConfirm={() => undefined} />,
};
