import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '#shared/components/coming-soon.tsx';

export const Route = createFileRoute('/media/')({
  component: () => (
    <ComingSoon title="Media" description="Press and media resources will be published here." />
  ),
});
