// issue 29: every console page needs a signed-in staff member who proved the second factor this session.
import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { restoreSession, sessionStore } from '#app/session.ts';
import { isStaff, viewerQueryOptions } from '#app/viewer.ts';
import { StaffOnly } from '#features/auth/components/staff-only.tsx';
import { ConsoleNavigation } from '#features/auth/components/console-navigation.tsx';

export const Route = createFileRoute('/_console')({
  beforeLoad: async ({ context }) => {
    await restoreSession();
    if (sessionStore.getState().status !== 'signed-in') throw redirect({ to: '/sign-in' });
    const viewer = await context.queryClient.fetchQuery(viewerQueryOptions());
    if (isStaff(viewer) && !viewer.secondFactorVerified) throw redirect({ to: '/second-factor' });
    return { viewer };
  },
  component: ConsoleLayout,
});

function ConsoleLayout() {
  const { viewer } = Route.useRouteContext();
  if (!isStaff(viewer)) return <StaffOnly />;
  return (
    <div className="min-h-screen">
      <ConsoleNavigation viewer={viewer} />
      <main className="mx-auto max-w-6xl p-6">
        <Outlet />
      </main>
    </div>
  );
}
