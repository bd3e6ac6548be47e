import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReferralPromotionModal } from './referral-promotion-modal.tsx';

const meta = {
  title: 'Referrals/Referral promotion modal',
  component: ReferralPromotionModal,
  args: {
    inviteLink: 'https://levelup.example/referrals/ABCD2345',
    shareHref:
      'https://twitter.com/intent/tweet?text=Join%20me&url=https%3A%2F%2Flevelup.example%2Freferrals%2FABCD2345&hashtags=LevelUpAirdrop',
    rewardText: 'You earn 25 ALLY_TOKEN for each friend who reaches level 5 within 30 days.',
    referralsHref: '/profile/me/referrals',
    onClose: () => undefined,
    copy: () => Promise.resolve(),
  },
} satisfies Meta<typeof ReferralPromotionModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Promotion: Story = {};

export const WithoutLiveCampaign: Story = { args: { rewardText: null } };
