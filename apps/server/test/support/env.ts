// The test harness's one read of the environment: which services the suite runs against. (The
// server's own configuration is read by src/env.ts; these choose the test target, not the server.)
/** A PostgreSQL URL to create throwaway databases from; unset runs the suite on PGlite. */
export const testPostgresUrl = process.env.DATABASE_URL || undefined;
/** A Redis URL for the shared rate-limit store; unset uses the in-memory one. */
export const testRedisUrl = process.env.REDIS_URL || undefined;
/** The environment a child process started by a test (the CLI) inherits. */
export const inheritedEnv = (): NodeJS.ProcessEnv => ({ ...process.env });
