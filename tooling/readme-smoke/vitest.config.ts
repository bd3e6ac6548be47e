import { defineConfig } from 'vitest/config';

// One server for the whole run: the blocks run in order against it (src/readme.test.ts). The bounds
// are for a machine busy with the rest of `npm test`: the server's first start (migrations, demo seed)
// and a direct-database CLI command each take a few seconds alone, several times that under load.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
