import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '#shared/components/coming-soon.tsx';

export const Route = createFileRoute('/mints/$slug')({
  component: () => (
    <ComingSoon
      title="Collection"
      description="The collection page, where you reserve and mint this collection, is not built yet."
    />
  ),
});
