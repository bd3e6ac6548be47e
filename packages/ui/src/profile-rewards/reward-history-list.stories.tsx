import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleHistory } from './profile-rewards.fixtures.ts';
import { RewardHistoryList } from './reward-history-list.tsx';

const meta = {
  title: 'Profile rewards/Reward history list',
  component: RewardHistoryList,
  args: { entries: sampleHistory, hasMore: true, onLoadMore: () => undefined, timeZone: 'UTC' },
} satisfies Meta<typeof RewardHistoryList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithMore: Story = {};
export const LoadingMore: Story = { args: { loadingMore: true } };
export const AllLoaded: Story = { args: { hasMore: false } };
export const Empty: Story = { args: { entries: [], hasMore: false } };
