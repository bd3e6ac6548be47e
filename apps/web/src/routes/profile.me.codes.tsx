import { createFileRoute } from '@tanstack/react-router';
import { ProfileTabNotice } from '#features/profile/components/profile-tab-notice.tsx';

export const Route = createFileRoute('/profile/me/codes')({
  component: () => (
    <ProfileTabNotice
      title="Redeemable codes"
      description="Codes you win will be listed here to copy and redeem. This tab is coming soon."
    />
  ),
});
