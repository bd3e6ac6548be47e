import { useEffect } from 'react';
import { isFailedImport } from './failed-import.ts';
import { reloadOnceForFailedImport } from './reload-once.ts';

export type PageRecovery = {
  /** The error is a failed dynamic import: the page shows a text of its own, not the error's message. */
  failedImport: boolean;
  /** What the error page's retry button does. */
  retry: () => void;
};

/**
 * What an error page does about `error` (issue 26): a failed dynamic import reloads the page once
 * (reload-once.ts), and its retry reloads the page, since a browser keeps a failed import's failure
 * for the page's life; any other error retries with `retry` (a route's reset and reload of its data).
 */
export function usePageRecovery(
  error: unknown,
  retry: () => void,
  reload: () => void = () => window.location.reload(),
): PageRecovery {
  const failedImport = isFailedImport(error);
  useEffect(() => {
    if (failedImport) reloadOnceForFailedImport(error, { reload });
    // The reload function may be new on each render; the error alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error, failedImport]);
  return { failedImport, retry: failedImport ? reload : retry };
}
