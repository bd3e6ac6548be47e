import type { Meta, StoryObj } from '@storybook/react-vite';
import { RedeemableCodesModal } from './redeemable-codes-modal.tsx';

const meta = {
  title: 'Rewards/Redeemable codes modal',
  component: RedeemableCodesModal,
  args: {
    codes: [
      {
        groupKey: 'CODE_STARFORGE_PILOT_SKIN',
        id: 'starforge-pilot-skin-s1',
        name: 'Redeemable Code',
        description: 'A code for the Starforge Arena pilot skin.',
      },
    ],
    onClose: () => undefined,
  },
} satisfies Meta<typeof RedeemableCodesModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneCode: Story = {};
export const SeveralCodes: Story = {
  args: {
    codes: [
      { groupKey: 'CODE_A', id: 'a-1', name: 'Redeemable Code', description: null },
      { groupKey: 'CODE_B', id: null, name: 'Redeemable Code', description: 'Not linked: no id.' },
    ],
  },
};
