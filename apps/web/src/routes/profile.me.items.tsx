import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '#shared/components/coming-soon.tsx';

export const Route = createFileRoute('/profile/me/items')({
  component: () => (
    <ComingSoon
      title="Items"
      description="The items you have earned will be listed here once accounts exist."
    />
  ),
});
