import { cleanup, configure } from '@testing-library/react';
import { startTexts } from '@levelup/ui/i18n/text-language';
import { afterEach } from 'vitest';

// The same text instance as the app's entry, in English: tests assert the spec's words.
await startTexts({ search: '' });

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(cleanup);

// findBy*/waitFor give up after 1 s by default: a lazily loaded chunk (menus, modals) takes longer
// than that on a busy 2-core CI machine. Waiting longer only slows a failing test, never a passing one.
configure({ asyncUtilTimeout: 5000 });
