import { levelRingPercent } from '@levelup/domain/level-ring';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LevelRing } from './level-ring.tsx';

const meta = {
  title: 'Progression/Level ring',
  component: LevelRing,
  args: { level: 5, percent: levelRingPercent({ levelProgress: 0.47, hasNextLevel: true }) },
} satisfies Meta<typeof LevelRing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {};
export const AlmostThere: Story = {
  args: { percent: levelRingPercent({ levelProgress: 0.99, hasNextLevel: true }) },
};
export const UnreadLevelUp: Story = { args: { level: 6, percent: 0, hasUnreadLevelUp: true } };
export const MaxLevel: Story = {
  args: { level: 60, percent: levelRingPercent({ levelProgress: 1, hasNextLevel: false }) },
};
export const OffSeason: Story = { args: { offSeason: true } };
export const OffSeasonUnread: Story = { args: { offSeason: true, hasUnreadLevelUp: true } };
