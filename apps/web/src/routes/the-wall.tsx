import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '#shared/components/coming-soon.tsx';

export const Route = createFileRoute('/the-wall')({
  component: () => (
    <ComingSoon
      title="The Wall"
      description="The Wall, the community feed of posts you can read and like, is not built yet."
    />
  ),
});
