import type { Meta, StoryObj } from '@storybook/react-vite';
import { BattlePassToast } from './notification-toast.tsx';

const meta = {
  title: 'Progression/Battle pass toast',
  component: BattlePassToast,
  args: { kind: 'levelUp', level: 6, hasRewardsToClaim: true, onClose: () => undefined },
} satisfies Meta<typeof BattlePassToast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LevelUp: Story = { args: { action: { label: 'CLAIM', onClick: () => undefined } } };
export const PremiumActivated: Story = { args: { kind: 'premiumActivated' } };
export const BoosterActivated: Story = { args: { kind: 'boosterActivated', durationDays: 30 } };
