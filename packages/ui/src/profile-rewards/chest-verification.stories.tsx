import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChestVerification } from './chest-verification.tsx';
import { sampleOpenings, sampleSeedPeriods } from './profile-rewards.fixtures.ts';

const meta = {
  title: 'Profile rewards/Chest verification',
  component: ChestVerification,
  args: { openings: sampleOpenings, seedPeriods: sampleSeedPeriods, timeZone: 'UTC' },
} satisfies Meta<typeof ChestVerification>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpeningsAndSeeds: Story = {};
export const NoOpenings: Story = { args: { openings: [] } };
