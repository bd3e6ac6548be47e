import { useRouter } from '@tanstack/react-router';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { ErrorPage as RecoveryErrorPage } from '@levelup/ui/recovery/error-page';
import { ErrorPageHeader } from './error-page-header.tsx';
import { SiteLogo } from './site-logo.tsx';

/**
 * The last-resort page when rendering failed. It stands alone, without the navbar and its data, so a
 * failure in the shell itself cannot take this page down too. A script that failed to load reloads
 * the page once, and its retry reloads the page (issue 26, @levelup/ui recovery).
 */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  // Reloading route data covers a failed loader; resetting the boundary covers a failed render.
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <RecoveryErrorPage
      error={error}
      onRetry={retry}
      header={<ErrorPageHeader logo={<SiteLogo />} />}
    />
  );
}
