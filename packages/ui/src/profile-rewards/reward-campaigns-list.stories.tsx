import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleCampaigns } from './profile-rewards.fixtures.ts';
import { RewardCampaignsList } from './reward-campaigns-list.tsx';

const meta = {
  title: 'Profile rewards/Reward campaigns list',
  component: RewardCampaignsList,
  args: { campaigns: sampleCampaigns, timeZone: 'UTC' },
} satisfies Meta<typeof RewardCampaignsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Campaigns: Story = {};
export const Empty: Story = { args: { campaigns: [] } };
