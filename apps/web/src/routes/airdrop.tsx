import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '#shared/components/coming-soon.tsx';

export const Route = createFileRoute('/airdrop')({
  component: () => (
    <ComingSoon
      title="Airdrop"
      description="Referral airdrops are not live yet: once they are, you earn 5X of each referral's total airdrops."
    />
  ),
});
