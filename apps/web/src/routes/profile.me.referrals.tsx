import { createFileRoute } from '@tanstack/react-router';
import { ProfileTabNotice } from '#features/profile/components/profile-tab-notice.tsx';

export const Route = createFileRoute('/profile/me/referrals')({
  component: () => (
    <ProfileTabNotice
      title="My referrals"
      description="The friends who joined with your invite link will be listed here. This tab is coming soon."
    />
  ),
});
