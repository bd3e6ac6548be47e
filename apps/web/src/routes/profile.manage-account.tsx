import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '#shared/components/coming-soon.tsx';

export const Route = createFileRoute('/profile/manage-account')({
  component: () => (
    <ComingSoon
      title="Manage Account"
      description="Account settings will be here once accounts exist."
    />
  ),
});
