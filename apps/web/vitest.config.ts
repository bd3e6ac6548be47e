import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { compileTexts } from '@levelup/ui/vite/compile-texts';
import { readBuildEnv } from './build-env.ts';

export default defineConfig(({ mode }) => ({
  define: {
    __LEVELUP_ENV__: JSON.stringify(readBuildEnv(loadEnv(mode, import.meta.dirname, 'VITE_'))),
  },
  plugins: [react(), compileTexts()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // CI runs this suite beside the server's two database runs on a 2-core machine: a render that takes
    // 1 s here can take several there. The tests wait for what they expect, never for a fixed time.
    testTimeout: 20_000,
  },
}));
