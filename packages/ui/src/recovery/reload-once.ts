// Issue 26 What to build 1: a failed dynamic import reloads the page once (a new deployment replaced the
// file, or it was lost on the way), and otherwise the error page with its retry button shows. The
// guard lives in sessionStorage, per failed file, so that a file failing again after the reload shows
// the error page instead of reloading in a loop.
import { isFailedImport } from './failed-import.ts';

/** Our guard's key prefix: the failed import's message (it names the file in Chromium and Firefox) follows. */
export const RELOADED_FOR_PREFIX = 'levelup-reloaded-for:';
// TanStack Router's lazy route components reload once by themselves, guarded by this key
// (@tanstack/react-router lazyRouteComponent): a reload there counts as ours, so a file reloads the page
// once whichever of the two sees it fail first.
const ROUTER_RELOADED_FOR_PREFIX = 'tanstack_router_reload:';

export type ReloadOnceOptions = {
  /** Where the guard is kept (`() => window.sessionStorage` unless told); a browser may refuse it. */
  storage?: () => Pick<Storage, 'getItem' | 'setItem'>;
  /** Reloads the page (`window.location.reload()` unless told). */
  reload?: () => void;
};

/**
 * Reloads the page for a failed dynamic import, once per failed file and browser tab. Returns whether
 * it did; false for any other error, for a file that already reloaded the page, and when the guard
 * cannot be kept (a reload then could loop).
 */
export function reloadOnceForFailedImport(
  error: unknown,
  {
    storage = () => window.sessionStorage,
    reload = () => window.location.reload(),
  }: ReloadOnceOptions = {},
): boolean {
  if (!isFailedImport(error)) return false;
  const { message } = error as Error;
  try {
    const guard = storage();
    if (
      guard.getItem(RELOADED_FOR_PREFIX + message) ??
      guard.getItem(ROUTER_RELOADED_FOR_PREFIX + message)
    )
      return false;
    guard.setItem(RELOADED_FOR_PREFIX + message, String(Date.now()));
  } catch {
    return false;
  }
  reload();
  return true;
}
