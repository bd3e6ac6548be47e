import type { AppErrorFallbackProps } from '@levelup/ui/recovery/app-error-boundary';
import { ErrorPage } from '@levelup/ui/recovery/error-page';

/**
 * The app's last-resort page (issue 26: never a blank page): for an error no route shows itself, as
 * the root route's error component, and around the router for one in the router itself. A script that
 * failed to load reloads the page once, and its retry reloads the page (@levelup/ui recovery).
 */
export function AppErrorPage({ error, retry }: AppErrorFallbackProps) {
  return <ErrorPage error={error} onRetry={retry} />;
}
