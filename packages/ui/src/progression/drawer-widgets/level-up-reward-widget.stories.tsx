import type { Meta, StoryObj } from '@storybook/react-vite';
import { LevelUpRewardWidget } from './level-up-reward-widget.tsx';

const meta = {
  title: 'Progression/Drawer widgets/Level-up reward',
  component: LevelUpRewardWidget,
  decorators: [
    (Story) => (
      <div className="w-[338px]">
        <Story />
      </div>
    ),
  ],
  args: { level: 7, onClaim: () => undefined, onGoToPass: () => undefined },
} satisfies Meta<typeof LevelUpRewardWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Claiming: Story = { args: { claiming: true } };
export const GoToPassOnly: Story = { args: { onClaim: undefined } };
