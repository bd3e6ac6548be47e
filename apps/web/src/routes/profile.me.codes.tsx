import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '#shared/components/coming-soon.tsx';

export const Route = createFileRoute('/profile/me/codes')({
  component: () => (
    <ComingSoon
      title="Redeemable codes"
      description="Your redeemable codes will be listed here once accounts exist."
    />
  ),
});
