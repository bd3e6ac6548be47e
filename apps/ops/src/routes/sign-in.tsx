import { createFileRoute } from '@tanstack/react-router';
import { SignInForm } from '#features/auth/components/sign-in-form.tsx';

export const Route = createFileRoute('/sign-in')({
  component: SignInPage,
});

function SignInPage() {
  return (
    <main className="mx-auto flex max-w-md flex-col gap-4 p-8">
      <h1 className="text-2xl font-bold">Operator console</h1>
      <p className="text-ink-muted">Sign in with your account.</p>
      <SignInForm />
    </main>
  );
}
