import type { Meta, StoryObj } from '@storybook/react-vite';
import { BoosterActivatedModal } from './booster-activated-modal.tsx';

const meta = {
  title: 'Progression/Booster activated modal',
  component: BoosterActivatedModal,
  args: { durationDays: 7, onClose: () => undefined },
} satisfies Meta<typeof BoosterActivatedModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SevenDays: Story = {};
export const NinetyDays: Story = { args: { durationDays: 90 } };
