import { Outlet, createRootRouteWithContext, useLocation } from '@tanstack/react-router';
import type { RouterContext } from '#app/router.tsx';
import { LegacyHostGate } from '#features/legacy-host/components/legacy-host-gate.tsx';
import { ErrorPage } from '#features/shell/components/error-page.tsx';
import { NotFoundPage } from '#features/shell/components/not-found-page.tsx';
import { SiteShell } from '#features/shell/components/site-shell.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
});

function RootLayout() {
  const path = useLocation({ select: (location) => location.pathname });
  return (
    <LegacyHostGate path={path}>
      <SiteShell>
        <Outlet />
      </SiteShell>
    </LegacyHostGate>
  );
}
