import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // A zone away from UTC, so rules that use the local day are tested off the machine default.
    env: { TZ: 'America/New_York' },
  },
});
