import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '#shared/components/coming-soon.tsx';

export const Route = createFileRoute('/profile/me/referrals')({
  component: () => (
    <ComingSoon
      title="My referrals"
      description="The friends you invited will be listed here once accounts exist."
    />
  ),
});
