import type { Meta, StoryObj } from '@storybook/react-vite';
import { LevelMarker } from './level-marker.tsx';

const meta = {
  title: 'Battle pass/Level marker',
  component: LevelMarker,
  args: { level: 4, progress: 0.45, state: 'current' },
  decorators: [
    (Story) => (
      <div className="w-[148px] p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LevelMarker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reached: Story = { args: { level: 3, progress: 1, state: 'reached' } };
export const Current: Story = {};
export const Upcoming: Story = { args: { level: 5, progress: 0, state: 'upcoming' } };
