import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { readBuildEnv } from './build-env.ts';

export default defineConfig(({ mode }) => ({
  define: {
    __LEVELUP_ENV__: JSON.stringify(readBuildEnv(loadEnv(mode, import.meta.dirname, 'VITE_'))),
  },
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
  },
}));
