import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { startTexts } from './src/i18n/text-language.ts';

// The texts in English, as the components' tests assert the spec's words (src/i18n).
await startTexts({ search: '' });

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(cleanup);

// findBy*/waitFor give up after 1 s by default: a lazily loaded chunk (menus, modals) takes longer
// than that on a busy 2-core CI machine. Waiting longer only slows a failing test, never a passing one.
configure({ asyncUtilTimeout: 5000 });
