// Reads caught by a lost connection are tried once more (issue 10 fault 1: "retried where safe"): a
// plain SELECT sent through the pool outside a transaction changes nothing, so running it again on a
// fresh connection is safe, and the request succeeds instead of answering `unexpected`. Writes and
// everything inside a transaction fail as they are: a write may have committed before the connection
// went away.
import type pg from 'pg';

/** SQLSTATEs of a backend ended by the server (admin_shutdown, crash_shutdown, cannot_connect_now). */
const TERMINATED = new Set(['57P01', '57P02', '57P03']);

/** The connection went away under the query (not an error of the query itself). */
export function isConnectionLoss(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (
    (typeof code === 'string' && (TERMINATED.has(code) || code === 'ECONNRESET')) ||
    error.message === 'Connection terminated unexpectedly'
  );
}

/** A statement that only reads: SELECT, and not one that takes row locks. */
export function isPlainRead(text: string): boolean {
  return (
    /^\s*select\b/i.test(text) &&
    !/\bfor\s+(update|share|no\s+key\s+update|key\s+share)\b/i.test(text)
  );
}

function statementText(first: unknown): string | null {
  if (typeof first === 'string') return first;
  if (first && typeof first === 'object' && 'text' in first && typeof first.text === 'string')
    return first.text;
  return null;
}

/** Makes `pool.query` (promise form) run a plain read once more when its connection is lost. */
export function retryReadsOnConnectionLoss(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  pool.query = (async (...args: unknown[]) => {
    const text = statementText(args[0]);
    if (typeof args.at(-1) === 'function' || text === null || !isPlainRead(text))
      return query(...args);
    try {
      return await query(...args);
    } catch (error) {
      if (!isConnectionLoss(error)) throw error;
      return query(...args);
    }
  }) as typeof pool.query;
}
