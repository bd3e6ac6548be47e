import type { Meta, StoryObj } from '@storybook/react-vite';
import { LevelColumn } from './level-column.tsx';
import { sampleSeasonLevels } from './sample-season.fixtures.ts';

const [, , third, fourth] = sampleSeasonLevels({ userLevel: 3, hasPremium: true });

const meta = {
  title: 'Battle pass/Level column',
  component: LevelColumn,
  args: { ...fourth!, orientation: 'horizontal' },
  decorators: [
    (Story) => (
      <ol className="max-w-sm p-4">
        <Story />
      </ol>
    ),
  ],
} satisfies Meta<typeof LevelColumn>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {};
export const Claimable: Story = { args: { ...third! } };
export const Claiming: Story = {
  args: { ...third!, basicReward: { ...third!.basicReward!, claiming: true } },
};
export const PremiumRewardAbsent: Story = { args: { premiumReward: null } };
export const Vertical: Story = { args: { orientation: 'vertical' } };
