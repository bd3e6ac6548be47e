import type { Meta, StoryObj } from '@storybook/react-vite';
import { MissionsPanel } from './missions-panel.tsx';
import { panelFixture } from './missions-panel.fixtures.ts';

const meta = {
  title: 'Missions/Missions panel',
  component: MissionsPanel,
  args: panelFixture,
} satisfies Meta<typeof MissionsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Today: Story = {};
export const NoDailyMissions: Story = {
  args: { daily: { completed: 0, total: null, missions: [] }, challenges: [] },
};
