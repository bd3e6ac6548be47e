import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '#shared/components/coming-soon.tsx';

export const Route = createFileRoute('/games')({
  component: () => (
    <ComingSoon
      title="Games"
      description="The games you can play to earn rewards will be listed here."
    />
  ),
});
