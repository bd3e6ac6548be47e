import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '#app/router.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => <Outlet />,
});
