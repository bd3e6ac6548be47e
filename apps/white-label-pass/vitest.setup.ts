import { cleanup, configure } from '@testing-library/react';
import { startTexts } from '@levelup/ui/i18n/text-language';
import { restoreGlobalsAfterEachTest } from '@levelup/ui/testing/restore-globals';
import { afterEach } from 'vitest';

// The same text instance as the app's entry, in English: tests assert the spec's words.
await startTexts({ search: '' });

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(cleanup);

// findBy*/waitFor give up after 1 s by default: a lazily loaded chunk (menus, modals) takes longer
// than that on a busy 2-core CI machine. They wait for what the test expects to appear (the signal);
// the bound sits just under the test's own timeout (vitest.config.ts), so a slow machine never fails a
// test that would pass, and a failing one still names the element it waited for.
configure({ asyncUtilTimeout: 15_000 });

// Per-test isolation of the globals tests replace (issue 25; see the helper).
restoreGlobalsAfterEachTest();
