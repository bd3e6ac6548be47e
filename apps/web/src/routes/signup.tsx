import { createFileRoute } from '@tanstack/react-router';
import { SignUpPage } from '#features/auth/components/sign-up-page.tsx';

export const Route = createFileRoute('/signup')({
  // spec 1 §2 Routes: no account widgets on the sign-in and sign-up pages.
  staticData: { layout: { accountWidgets: false } },
  component: () => <SignUpPage signInPath="/login" />,
});
