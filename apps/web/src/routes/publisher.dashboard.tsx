import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '#shared/components/coming-soon.tsx';

export const Route = createFileRoute('/publisher/dashboard')({
  component: () => (
    <ComingSoon
      title="Publisher Dashboard"
      description="The dashboard for game publishers is not built yet."
    />
  ),
});
