import { createFileRoute } from '@tanstack/react-router';
import { SignUpPage } from '#features/auth/components/sign-up-page.tsx';

export const Route = createFileRoute('/auth/sign-up')({
  // spec 1 §2 Routes: no account widgets on the sign-in and sign-up pages.
  staticData: { layout: { accountWidgets: false } },
  component: () => <SignUpPage signInPath="/auth/login" />,
});
