import { createFileRoute } from '@tanstack/react-router';
import { OverviewPage } from '#features/health/components/overview-page.tsx';

export const Route = createFileRoute('/_console/')({
  component: OverviewPage,
});
