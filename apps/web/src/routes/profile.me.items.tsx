import { createFileRoute } from '@tanstack/react-router';
import { ProfileTabNotice } from '#features/profile/components/profile-tab-notice.tsx';

export const Route = createFileRoute('/profile/me/items')({
  component: () => (
    <ProfileTabNotice
      title="Items"
      description="The items you earn, such as in-game rewards, will be listed here. This tab is coming soon."
    />
  ),
});
