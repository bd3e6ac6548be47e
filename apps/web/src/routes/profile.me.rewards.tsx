import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '#shared/components/coming-soon.tsx';

export const Route = createFileRoute('/profile/me/rewards')({
  component: () => (
    <ComingSoon
      title="My Rewards"
      description="Your rewards will be listed here once accounts exist."
    />
  ),
});
