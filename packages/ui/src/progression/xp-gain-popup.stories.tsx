import type { Meta, StoryObj } from '@storybook/react-vite';
import { XpGainPopup } from './xp-gain-popup.tsx';

const meta = {
  title: 'Progression/XP gain popup',
  component: XpGainPopup,
  args: { amount: 150, showBoosterIcon: false },
} satisfies Meta<typeof XpGainPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const Boosted: Story = { args: { amount: 225, showBoosterIcon: true } };
