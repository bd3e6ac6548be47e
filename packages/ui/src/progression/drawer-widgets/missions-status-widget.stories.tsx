import type { Meta, StoryObj } from '@storybook/react-vite';
import { MissionsStatusWidget } from './missions-status-widget.tsx';

const meta = {
  title: 'Progression/Drawer widgets/Missions status',
  component: MissionsStatusWidget,
  decorators: [
    (Story) => (
      <div className="w-[338px]">
        <Story />
      </div>
    ),
  ],
  // A fixed local time, so the countdown reads 05:12:09.
  args: { completed: 3, total: 10, now: new Date(2026, 2, 1, 18, 47, 50).getTime() },
} satisfies Meta<typeof MissionsStatusWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {};
export const AllDone: Story = { args: { completed: 10, total: null } };
export const WithLink: Story = { args: { onOpenMissions: () => undefined } };
