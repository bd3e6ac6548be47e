import type { Meta, StoryObj } from '@storybook/react-vite';
import { PremiumActivatedModal } from './premium-activated-modal.tsx';

const meta = {
  title: 'Progression/Premium activated modal',
  component: PremiumActivatedModal,
  args: { onClaim: () => undefined, onClose: () => undefined },
} satisfies Meta<typeof PremiumActivatedModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Claiming: Story = { args: { claiming: true } };
export const WithError: Story = { args: { error: 'No more reward to collect.' } };
