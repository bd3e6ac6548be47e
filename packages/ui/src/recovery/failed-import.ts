// Issue 26 "A first visit can be a blank page": a script or style the page loads on demand (a route's
// chunk, a lazy component, the CSS Vite preloads with it) did not arrive. Each browser words it its own
// way; Vite's preload helper adds the CSS case (its `vite:preloadError`, rethrown to the import).

const FAILED_IMPORT_MESSAGES = [
  // Chromium
  'Failed to fetch dynamically imported module',
  // Firefox
  'error loading dynamically imported module',
  // Safari
  'Importing a module script failed',
  // Vite's preload helper
  'Unable to preload CSS',
];

/** Whether `error` says that a dynamically imported script or its styles failed to load. */
export function isFailedImport(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return FAILED_IMPORT_MESSAGES.some((start) => error.message.startsWith(start));
}
