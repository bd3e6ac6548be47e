import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../primitives/button.tsx';
import { BattlePassTrack } from './battle-pass-track.tsx';
import { sampleSeasonLevels } from './sample-season.fixtures.ts';
import { SpecialMissionOverlay } from './special-mission-overlay.tsx';

const meta = {
  title: 'Battle pass/Battle pass track',
  component: BattlePassTrack,
  args: {
    orientation: 'horizontal',
    freePass: { seasonName: 'Season 1' },
    premiumPass: { hasPremium: false, onBuy: () => undefined, priceLabel: 'US$9.99' },
    levels: sampleSeasonLevels({ levelCount: 12 }),
  },
} satisfies Meta<typeof BattlePassTrack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DesktopHorizontal: Story = {};

export const DesktopPremiumOwned: Story = {
  args: {
    premiumPass: { hasPremium: true },
    levels: sampleSeasonLevels({ levelCount: 12, hasPremium: true }),
  },
};

export const MobileVertical: Story = {
  args: { orientation: 'vertical', levels: sampleSeasonLevels({ levelCount: 8 }) },
  globals: { viewport: { value: 'mobile1' } },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-sm">
        <Story />
      </div>
    ),
  ],
};

export const BlockedBySpecialMission: Story = {
  args: {
    blocker: {
      fromLevel: 6,
      overlay: (
        <SpecialMissionOverlay
          missionTitle="Reach Diamond rank"
          snowflakeBypassCost={250}
          actions={<Button size="sm">GO TO MISSION</Button>}
        />
      ),
    },
  },
};

export const Visitor: Story = {
  args: {
    levels: sampleSeasonLevels({ levelCount: 12, signedIn: false, userLevel: 0, levelProgress: 0 }),
  },
};
