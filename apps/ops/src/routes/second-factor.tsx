import { createFileRoute, redirect } from '@tanstack/react-router';
import { restoreSession, sessionStore } from '#app/session.ts';
import { SecondFactorPage } from '#features/auth/components/second-factor-page.tsx';

export const Route = createFileRoute('/second-factor')({
  beforeLoad: async () => {
    await restoreSession();
    if (sessionStore.getState().status !== 'signed-in') throw redirect({ to: '/sign-in' });
  },
  component: SecondFactorPage,
});
