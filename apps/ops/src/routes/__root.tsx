import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '#app/router.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => <Outlet />,
  notFoundComponent: () => (
    <main className="p-8">
      <h1 className="text-2xl font-bold">No such page in the console.</h1>
    </main>
  ),
});
