import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../primitives/button.tsx';
import { SpecialMissionOverlay } from './special-mission-overlay.tsx';

const meta = {
  title: 'Battle pass/Special mission overlay',
  component: SpecialMissionOverlay,
  args: {
    missionTitle: 'Reach Diamond rank',
    missionDescription: 'Finish a ranked season in Dragon Realms at Diamond or above.',
    actions: <Button size="sm">GO TO MISSION</Button>,
  },
  decorators: [
    (Story) => (
      <div className="relative h-[352px] w-[592px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SpecialMissionOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnlyThisMission: Story = {};
export const WithSnowflakeBypass: Story = {
  args: {
    snowflakeBypassCost: 250,
    actions: (
      <>
        <Button size="sm">GO TO MISSION</Button>
        <Button size="sm" variant="secondary">
          USE 250 SNOWFLAKES
        </Button>
      </>
    ),
  },
};
