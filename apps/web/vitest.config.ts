import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { compileTexts } from '@levelup/ui/vite/compile-texts';
import { readBuildEnv } from './build-env.ts';

/** Test files that replace a module (vi.mock): their mocks would reach the files after them in a worker. */
const mockingFiles = readdirSync(path.join(import.meta.dirname, 'src'), { recursive: true })
  .map((file) => `src/${String(file)}`)
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) =>
    readFileSync(path.join(import.meta.dirname, file), 'utf8').includes('vi.mock('),
  );

export default defineConfig(({ mode }) => ({
  define: {
    __LEVELUP_ENV__: JSON.stringify(readBuildEnv(loadEnv(mode, import.meta.dirname, 'VITE_'))),
  },
  plugins: [react(), compileTexts()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    // CI runs this suite beside the server's two database runs on a 2-core machine: a render that takes
    // 1 s here can take several there. The tests wait for what they expect, never for a fixed time.
    testTimeout: 20_000,
    projects: [
      // A worker keeps jsdom and the modules it loaded from one test file to the next instead of building
      // them again per file: about a minute instead of several (the environment and imports were most
      // of it). A test that replaces a global (matchMedia, timers) restores it; a file that mocks a
      // module keeps a fresh module graph of its own.
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...mockingFiles],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'mocking', include: mockingFiles, isolate: true } },
    ],
  },
}));
