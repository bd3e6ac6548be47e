import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

// Integration tests start real servers on PGlite (or on PostgreSQL when DATABASE_URL is set), so they
// get more time than unit tests.
export default defineConfig({
  resolve: {
    // One graphql instance, as under Node: Vite would otherwise load graphql's ESM build for our code
    // while graphql-yoga gets the CommonJS one, and `instanceof GraphQLError` would fail between them.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // Generous: CI runs this suite beside the other packages' builds and tests on 2 cores, where the
    // tests that spawn the CLI or race 1,000 requests take two to three times as long as alone.
    testTimeout: 90_000,
    // Vitest's default is one worker fewer than the cores: one on a 2-core CI machine, where the files
    // then run one after another while most of their time is spent waiting on PostgreSQL or a child
    // process. Each file has its own database (test/support/test-database.ts), so two run side by side.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    hookTimeout: 120_000,
  },
});
