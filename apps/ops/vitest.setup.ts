import { cleanup, configure } from '@testing-library/react';
import { startTexts } from '@levelup/ui/i18n/text-language';
import { afterEach } from 'vitest';

// @levelup/ui's dialogs read their texts from its catalogues: English, as in the app's entry.
await startTexts({ search: '' });

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(cleanup);

// findBy*/waitFor wait for what the test expects; a busy 2-core CI machine needs more than 1 s.
configure({ asyncUtilTimeout: 15_000 });
