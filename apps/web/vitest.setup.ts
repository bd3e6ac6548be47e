import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(cleanup);

// jsdom has no layout, so it cannot scroll; the router resets scroll on every navigation.
window.scrollTo = () => undefined;
