import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '#shared/components/coming-soon.tsx';

export const Route = createFileRoute('/auth/sign-up')({
  // spec 1 §2 Routes: no account widgets on the sign-in and sign-up pages.
  staticData: { layout: { accountWidgets: false } },
  component: () => (
    <ComingSoon
      title="Sign up"
      description="Creating an account is not available yet: accounts are still being built."
    />
  ),
});
