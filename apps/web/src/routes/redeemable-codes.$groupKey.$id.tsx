import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '#shared/components/coming-soon.tsx';

export const Route = createFileRoute('/redeemable-codes/$groupKey/$id')({
  component: () => (
    <ComingSoon
      title="Redeemable code"
      description="Viewing a redeemable code is not available yet."
    />
  ),
});
