// Waits for PostgreSQL at start (issue 10 fault 10): a database that is still starting, or a network
// that is not up yet, is tried again with backoff for a bounded time; after that the server gives up
// with one line naming the host and the variable to fix, never the password.
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 5_000;

/** PostgreSQL stayed unreachable for the whole wait; the message is the one line the operator sees. */
export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
}

/** host:port of a postgres:// URL, without user or password. */
export function databaseHost(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '5432'}`;
}

function reason(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' && error.message.includes(code)
      ? error.message
      : `${typeof code === 'string' ? `${code} ` : ''}${error.message}`.trim();
  }
  return String(error);
}

/**
 * Resolves once `select 1` answers on `url`; throws DatabaseUnreachableError after `timeoutMs`.
 * `onWait` hears once that the first attempt failed and the server is waiting.
 */
export async function waitForPostgres(
  url: string,
  { timeoutMs, onWait }: { timeoutMs: number; onWait?: (message: string) => void },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (let delay = FIRST_DELAY_MS; ; delay = Math.min(delay * 2, MAX_DELAY_MS)) {
    const remaining = deadline - Date.now();
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: Math.max(1, Math.min(remaining, MAX_DELAY_MS)),
    });
    // A connection refused or dropped during the attempt is reported through connect() or query().
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (error) {
      const left = deadline - Date.now();
      const why = reason(error);
      if (left <= 0) {
        throw new DatabaseUnreachableError(
          `Cannot reach PostgreSQL at ${databaseHost(url)} after ${Math.round(timeoutMs / 1000)} s (${why}): check DATABASE_URL.`,
        );
      }
      if (delay === FIRST_DELAY_MS)
        onWait?.(`Waiting for PostgreSQL at ${databaseHost(url)} (${why}).`);
      await sleep(Math.min(delay, left));
    } finally {
      await client.end().catch(() => {});
    }
  }
}
