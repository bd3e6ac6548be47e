import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { ToastHost } from '@levelup/ui/feedback/toast-host';
import { ModalHost } from '@levelup/ui/modal-queue/modal-host';
import type { RouterContext } from '#app/router.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <Outlet />
      {/* spec 1 §2 Modals: one queue for every modal; spec 2 §8 error toasts. */}
      <ModalHost />
      <ToastHost />
    </>
  ),
});
