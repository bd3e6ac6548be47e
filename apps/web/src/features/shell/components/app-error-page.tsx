import type { AppErrorFallbackProps } from '@levelup/ui/recovery/app-error-boundary';
import { ErrorPage } from '@levelup/ui/recovery/error-page';
import { ErrorPageHeader } from './error-page-header.tsx';
import { SiteLogoWithoutRouter } from './site-logo.tsx';

/**
 * The error page of an error no route caught (one in the router itself), shown by the app's error
 * boundary around the router (issue 26: never a blank page); the router is gone, so its logo is a
 * plain link home.
 */
export function AppErrorPage({ error, retry }: AppErrorFallbackProps) {
  return (
    <ErrorPage
      error={error}
      onRetry={retry}
      header={<ErrorPageHeader logo={<SiteLogoWithoutRouter />} />}
    />
  );
}
