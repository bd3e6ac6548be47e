// The test harness's one read of the environment: which services the suite runs against. (The
// server's own configuration is read by src/env.ts; these choose the test target, not the server.)
/** A PostgreSQL URL to create throwaway databases from; unset runs the suite on PGlite. */
export const testPostgresUrl = process.env.DATABASE_URL || undefined;
/** A Redis URL for the shared rate-limit store; unset uses the in-memory one. */
export const testRedisUrl = process.env.REDIS_URL || undefined;
/** The environment a child process started by a test (the CLI) inherits. */
export const inheritedEnv = (): NodeJS.ProcessEnv => ({ ...process.env });
/**
 * A port no server can listen on (port 0: a connection to it is always refused, and fetch does not
 * refuse to try it, as it does port 1). The CLI tries a running server before the database
 * (src/cli/operator-client.ts): tests of its database path point it here, so that a server a developer
 * runs on the default port (`npm start`) does not answer them instead (CI run 20 failed that way).
 */
export const NO_SERVER_PORT = '0';
