import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '#shared/components/coming-soon.tsx';

export const Route = createFileRoute('/blog/playpoints-announcement')({
  component: () => (
    <ComingSoon
      title="Playpoints"
      description="The Playpoints announcement has not been published yet."
    />
  ),
});
