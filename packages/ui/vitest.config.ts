import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { compileTexts } from './vite/compile-texts.js';

export default defineConfig({
  plugins: [react(), compileTexts()],
  test: {
    // `vitest run --coverage`: line and branch coverage of src/ (docs/tests.md "Coverage" keeps the numbers).
    coverage: { include: ['src/**'], reporter: ['text-summary', 'json-summary'] },
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // CI runs this suite beside the server's two database runs on a 2-core machine: a render that takes
    // 1 s here can take several there. The tests wait for what they expect, never for a fixed time.
    testTimeout: 20_000,
    // A worker keeps jsdom and the modules it loaded from one test file to the next instead of building
    // them again per file: the suite takes about 15 s instead of several minutes (the environment and
    // imports were 90 % of it). A test that replaces a global (matchMedia, timers) restores it.
    isolate: false,
  },
});
