import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '#shared/components/coming-soon.tsx';

export const Route = createFileRoute('/profile/me/')({
  component: () => (
    <ComingSoon
      title="Profile"
      description="Your profile will be shown here once accounts exist."
    />
  ),
});
