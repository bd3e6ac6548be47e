import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '#shared/components/coming-soon.tsx';

export const Route = createFileRoute('/advent-calendar')({
  component: () => (
    <ComingSoon title="Advent calendar" description="The advent calendar is not built yet." />
  ),
});
