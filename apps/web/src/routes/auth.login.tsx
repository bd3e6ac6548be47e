import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '#shared/components/coming-soon.tsx';

export const Route = createFileRoute('/auth/login')({
  // spec 1 §2 Routes: no account widgets on the sign-in and sign-up pages.
  staticData: { layout: { accountWidgets: false } },
  component: () => (
    <ComingSoon
      title="Sign in"
      description="Signing in is not available yet: accounts are still being built."
    />
  ),
});
