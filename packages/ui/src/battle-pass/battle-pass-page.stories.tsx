import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../primitives/button.tsx';
import { BattlePassPage } from './battle-pass-page.tsx';
import { sampleSeasonLevels } from './sample-season.fixtures.ts';

// The track is horizontal from the xl breakpoint (1280px) up and vertical below it: resize the
// preview, or pick the mobile viewport, to see both.
const meta = {
  title: 'Battle pass/Battle pass page',
  component: BattlePassPage,
  args: {
    seasonName: 'Season 1',
    levels: sampleSeasonLevels({ levelCount: 12 }),
    premiumPass: { hasPremium: false, onBuy: () => undefined, priceLabel: 'US$9.99' },
  },
} satisfies Meta<typeof BattlePassPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Player: Story = {};

export const Visitor: Story = {
  args: {
    levels: sampleSeasonLevels({ levelCount: 12, signedIn: false, userLevel: 0, levelProgress: 0 }),
  },
};

export const PremiumOwned: Story = {
  args: {
    premiumPass: { hasPremium: true },
    levels: sampleSeasonLevels({ levelCount: 12, hasPremium: true }),
  },
};

export const BlockedBySpecialMission: Story = {
  args: {
    blocker: {
      fromLevel: 6,
      missionTitle: 'Reach Diamond rank',
      missionDescription: 'Finish a ranked season in Dragon Realms at Diamond or above.',
      snowflakeBypassCost: 250,
      actions: <Button size="sm">GO TO MISSION</Button>,
    },
  },
};

export const Mobile: Story = {
  ...BlockedBySpecialMission,
  globals: { viewport: { value: 'mobile1' } },
};
