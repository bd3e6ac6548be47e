import type { Meta, StoryObj } from '@storybook/react-vite';
import { LevelRing } from './level-ring.tsx';
import { NotificationDrawer } from './notification-drawer.tsx';
import { DRAWER_NOW, sampleDrawerProps } from './notification-drawer.fixtures.ts';

const meta = {
  title: 'Progression/Notification drawer',
  component: NotificationDrawer,
  args: {
    ...sampleDrawerProps,
    defaultOpen: true,
    trigger: <LevelRing level={5} percent={40} hasUnreadLevelUp />,
  },
} satisfies Meta<typeof NotificationDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InSeason: Story = {};
export const Premium: Story = {
  args: { hasPremium: true, unreadLevelUpCount: 0, booster: null },
};
export const OffSeason: Story = {
  args: {
    offSeason: true,
    booster: null,
    trigger: <LevelRing offSeason hasUnreadLevelUp />,
  },
};
export const LiveClock: Story = { args: { now: undefined } };
export const ExpiredBooster: Story = {
  args: { booster: { itemKey: 'BATTLE_PASS_XP_BOOSTER_30D', endAt: DRAWER_NOW - 60_000 } },
};
