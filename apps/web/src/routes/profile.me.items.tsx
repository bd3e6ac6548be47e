import { createFileRoute } from '@tanstack/react-router';
import { ProfileItems } from '#features/profile/components/profile-items.tsx';

export const Route = createFileRoute('/profile/me/items')({
  component: ProfileItems,
});
