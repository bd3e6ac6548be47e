import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { compileTexts } from '@levelup/ui/vite/compile-texts';

export default defineConfig({
  plugins: [react(), compileTexts()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 20_000,
  },
});
