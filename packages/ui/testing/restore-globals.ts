// Per-test isolation of the globals tests replace (issue 25), for the jsdom unit suites of ui, web and
// the white-label pass: their test files share one jsdom and its modules (`isolate: false`), and the
// order of files changes from run to run, so what a test swaps in (a matchMedia without listeners, a
// scrollIntoView spy, a scrollTo stub, a fake clock) is put back after every test, whatever the test
// itself restores. Call it from a setup file: registered before a test file's hooks, this runs after
// them (Vitest runs after-hooks in reverse order). The globals are taken as they are at the call.
import { afterEach, vi } from 'vitest';

export function restoreGlobalsAfterEachTest(): void {
  const pristine = {
    matchMedia: window.matchMedia,
    scrollTo: window.scrollTo,
    scrollIntoView: Element.prototype.scrollIntoView,
  };
  afterEach(() => {
    window.matchMedia = pristine.matchMedia;
    window.scrollTo = pristine.scrollTo;
    Element.prototype.scrollIntoView = pristine.scrollIntoView;
    vi.useRealTimers();
  });
}
