import type { Meta, StoryObj } from '@storybook/react-vite';
import { PremiumActivatedModal } from './premium-activated-modal.tsx';

const meta = {
  title: 'Progression/Premium activated modal',
  component: PremiumActivatedModal,
  args: { claimableCount: 4, onClaim: () => undefined, onClose: () => undefined },
} satisfies Meta<typeof PremiumActivatedModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Bought at level 0: nothing to claim yet, CLOSE. */
export const NothingToClaim: Story = { args: { claimableCount: 0 } };
export const Counting: Story = { args: { claimableCount: null } };
export const Claiming: Story = { args: { claiming: true } };
export const WithError: Story = { args: { error: 'Something went wrong. (request-id: 7f3c2a91)' } };
