import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '#shared/components/coming-soon.tsx';

export const Route = createFileRoute('/shop')({
  component: () => <ComingSoon title="Shop" description="The shop is not open yet." />,
});
