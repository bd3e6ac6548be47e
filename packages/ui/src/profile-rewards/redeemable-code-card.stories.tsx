import type { Meta, StoryObj } from '@storybook/react-vite';
import { RedeemableCodeCard } from './redeemable-code-card.tsx';

const meta = {
  title: 'Profile rewards/Redeemable code card',
  component: RedeemableCodeCard,
  args: {
    name: 'Nebula Drift Key',
    description: 'Redeem it in the Nebula Drift launcher.',
    gameName: 'Nebula Drift',
    imagePath: null,
    code: 'NDX-4F7Q-92KD',
    copy: () => Promise.resolve(),
  },
} satisfies Meta<typeof RedeemableCodeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Code: Story = {};
export const Pending: Story = { args: { code: null } };
export const CopyFails: Story = { args: { copy: () => Promise.reject(new Error('denied')) } };
