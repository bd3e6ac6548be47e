import { Outlet, createRootRouteWithContext, useRouter } from '@tanstack/react-router';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { ToastHost } from '@levelup/ui/feedback/toast-host';
import { ModalHost } from '@levelup/ui/modal-queue/modal-host';
import { AppErrorPage } from '#app/app-error-page.tsx';
import { MaintenanceNotice } from '#app/maintenance-notice.tsx';
import type { RouterContext } from '#app/router.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // Issue 26: an error no route shows itself (a modal's script that failed to load) shows the app's
  // error page, in the catalogue's words, never the router's default one or a blank page.
  errorComponent: RootError,
});

function RootLayout() {
  const { api } = Route.useRouteContext();
  return (
    <>
      {/* spec 2 §6 maintenance mode: the operator's text above the page. */}
      <MaintenanceNotice api={api} />
      <Outlet />
      {/* spec 1 §2 Modals: one queue for every modal; spec 2 §8 error toasts. */}
      <ModalHost />
      <ToastHost />
    </>
  );
}

function RootError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return <AppErrorPage error={error} retry={retry} />;
}
