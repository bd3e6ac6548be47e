import { createFileRoute } from '@tanstack/react-router';
import { ProfileTabNotice } from '#features/profile/components/profile-tab-notice.tsx';

export const Route = createFileRoute('/profile/me/rewards')({
  component: () => (
    <ProfileTabNotice
      title="My Rewards"
      description="A history of the rewards you have collected will be here. This tab is coming soon."
    />
  ),
});
