import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '#features/auth/components/sign-in-page.tsx';

export const Route = createFileRoute('/login')({
  // spec 1 §2 Routes: no account widgets on the sign-in and sign-up pages.
  staticData: { layout: { accountWidgets: false } },
  component: () => <SignInPage signUpPath="/signup" />,
});
