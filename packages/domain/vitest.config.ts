import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // `vitest run --coverage`: line and branch coverage of src/ (docs/tests.md "Coverage" keeps the numbers).
    coverage: { include: ['src/**'], reporter: ['text-summary', 'json-summary'] },
    include: ['src/**/*.test.ts'],
    // A zone away from UTC, so rules that use the local day are tested off the machine default.
    env: { TZ: 'America/New_York' },
  },
});
