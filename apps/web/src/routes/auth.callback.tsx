import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '#shared/components/coming-soon.tsx';

export const Route = createFileRoute('/auth/callback')({
  // spec 1 §2 Routes: no account widgets on the sign-in and sign-up pages.
  staticData: { layout: { accountWidgets: false } },
  component: () => (
    <ComingSoon
      title="Sign in"
      description="This is where sign-in returns to once accounts exist; there is nothing to finish yet."
    />
  ),
});
