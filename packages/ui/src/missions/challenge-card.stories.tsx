import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChallengeCard } from './challenge-card.tsx';
import { PANEL_NOW } from './missions-panel.fixtures.ts';

const meta = {
  title: 'Missions/Challenge card',
  component: ChallengeCard,
  decorators: [
    (Story) => (
      <div className="w-[420px]">
        <Story />
      </div>
    ),
  ],
  args: {
    title: 'Weekly milestone',
    description: 'Win 10 matches and score 20,000 points within seven days of starting.',
    kindLabel: 'Milestone',
    status: 'notEnrolled',
    rewardLabel: '1 Common Chest, 200 Gold',
    now: PANEL_NOW,
    missions: [
      { title: 'Win 10 matches', progress: 0, target: 10, state: 'inProgress' },
      { title: 'Score 20,000 points', progress: 0, target: 20000, state: 'inProgress' },
    ],
    onAction: () => undefined,
  },
} satisfies Meta<typeof ChallengeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotEnrolled: Story = {};
export const Enrolled: Story = { args: { status: 'enrolled' } };
export const Active: Story = { args: { status: 'active', endsAt: PANEL_NOW + 2 * 86_400_000 } };
export const Completed: Story = { args: { status: 'completed' } };
export const Collecting: Story = { args: { status: 'completed', pendingAction: 'collect' } };
export const Collected: Story = { args: { status: 'collected' } };
export const Upcoming: Story = { args: { status: 'upcoming', startsAt: PANEL_NOW + 86_400_000 } };
