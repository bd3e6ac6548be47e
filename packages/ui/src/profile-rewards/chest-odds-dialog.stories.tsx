import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChestOddsDialog } from './chest-odds-dialog.tsx';
import { sampleOdds } from './profile-rewards.fixtures.ts';

const meta = {
  title: 'Profile rewards/Chest odds dialog',
  component: ChestOddsDialog,
  args: {
    chestName: 'Common Chest',
    odds: sampleOdds,
    status: 'ready',
    open: true,
    onOpenChest: () => undefined,
  },
} satisfies Meta<typeof ChestOddsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Odds: Story = {};
export const Opening: Story = { args: { opening: true } };
export const Loading: Story = { args: { odds: null, status: 'loading' } };
export const Failed: Story = { args: { odds: null, status: 'error' } };
