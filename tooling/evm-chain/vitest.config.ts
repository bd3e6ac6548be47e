import { defineConfig } from 'vitest/config';

// Each test file starts a real hardhat node (a few seconds).
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 90_000 },
});
