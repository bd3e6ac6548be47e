import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

/**
 * With DATABASE_URL set (CI), the whole suite runs on PostgreSQL, which is production and where locks,
 * races, isolation and connection faults mean something (ARCHITECTURE.md "Tests"); the embedded pass
 * (`SERVER_TESTS=embedded`, package.json "test") then runs on PGlite only what proves the embedded
 * default works end to end: starting on a data directory, the demo seed `npm start` loads, the CLI and
 * operator routes over an on-disk PGlite that one process holds, LISTEN/NOTIFY and the job queue on
 * PGlite's adapter, its queued queries under overload, migrations and season apply, and the core
 * journeys on it (sign-up by mailed code, the pass, claims, the ledger, the shop, a chest, a mission).
 * Without DATABASE_URL (a developer's machine) the whole suite runs on PGlite.
 */
const EMBEDDED_PASS = [
  'test/server-start.test.ts',
  'test/demo-players.test.ts',
  'test/wall-demo.test.ts',
  'test/cli.test.ts',
  'test/chests-cli.test.ts',
  'test/progression-operator.test.ts',
  'test/game-progress-client.test.ts',
  'test/realtime-player-events.test.ts',
  'test/overload.test.ts',
  'test/season-apply.test.ts',
  'test/accounts-sign-up.test.ts',
  'test/battle-pass.test.ts',
  'test/progression-claims.test.ts',
  'test/ledger.test.ts',
  'test/shop.test.ts',
  'test/chests.test.ts',
  'test/challenges-progress.test.ts',
];
const embeddedPass = process.env['SERVER_TESTS'] === 'embedded';

// Integration tests start real servers on PGlite (or on PostgreSQL when DATABASE_URL is set), so they
// get more time than unit tests.
export default defineConfig({
  resolve: {
    // One graphql instance, as under Node: Vite would otherwise load graphql's ESM build for our code
    // while graphql-yoga gets the CommonJS one, and `instanceof GraphQLError` would fail between them.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    // `vitest run --coverage`: line and branch coverage of src/ (docs/tests.md "Coverage" keeps the numbers).
    coverage: { include: ['src/**'], reporter: ['text-summary', 'json-summary'] },
    include: embeddedPass ? EMBEDDED_PASS : ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // Generous: CI runs this suite beside the other packages' builds and tests on 2 cores, where the
    // tests that spawn the CLI or race 1,000 requests take two to three times as long as alone.
    testTimeout: 90_000,
    // Vitest's default is one worker fewer than the cores: one on a 2-core CI machine, where the files
    // then run one after another while most of their time is spent waiting on PostgreSQL or a child
    // process. Each file has its own database (test/support/test-database.ts), so two run side by side.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    hookTimeout: 120_000,
    // `expect.poll` waits for a state (the signal), bounded by the test's timeout rather than Vitest's
    // default second, which a busy 2-core machine outruns (issue 25).
    expect: { poll: { timeout: 60_000 } },
    // A worker imports the app once and keeps it from one test file to the next (issue 25): importing it
    // per file was more than half of the suite's time. Each file still gets a database, a server and a
    // files folder of its own (test/support/test-server.ts); a test that replaces a global (timers, the
    // Date, an environment variable) restores it after itself.
    isolate: false,
  },
});
