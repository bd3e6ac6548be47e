import { Outlet, createFileRoute } from '@tanstack/react-router';
import { ProfileLayout } from '#features/profile/components/profile-layout.tsx';

// spec 1 §2 Routes: /profile/me and its tabs (items, codes; spec 2 §2 referrals, rewards).
export const Route = createFileRoute('/profile/me')({
  component: () => (
    <ProfileLayout>
      <Outlet />
    </ProfileLayout>
  ),
});
