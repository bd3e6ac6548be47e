// How the CLI reaches the operator tools: first the running server's operator HTTP API (the embedded
// PGlite can be opened by one process only, and live events reach players only from the server), and
// when no server answers (connection refused), the database directly.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from '#env.ts';
import { AppError } from '#errors.ts';
import { OPERATOR_PREFIX } from '#http/operator-routes.ts';
import {
  createOperatorTools,
  type OperatorResult,
  type OperatorTools,
} from '#modules/progression/operator.ts';
import { operatorToken } from '#modules/progression/operator-token.ts';
import { createInProcessPlayerEvents } from '#realtime/player-events.ts';
import type { DatabaseHandle } from '#db/client.ts';

export type WithDatabase = (work: (handle: DatabaseHandle) => Promise<void>) => Promise<void>;

export type OperatorCall<T = OperatorResult> = {
  /** The operator route, e.g. 'xp-grants'. */
  route: string;
  body: Record<string, unknown>;
  /** The same change applied directly, when no server runs. */
  direct: (tools: OperatorTools, handle: DatabaseHandle) => Promise<T>;
};

export type OperatorOutcome<T = OperatorResult> = {
  result: T;
  via: 'server' | 'database';
  server: string;
};

/** A fresh idempotency key per command unless the operator gives one, decided before any attempt. */
export function operatorIdempotencyKey(given: string | undefined): string {
  return given && given !== '' ? given : `admin:${randomUUID()}`;
}

/** The server's URL: --server, else this machine at the configured PORT. */
export function serverUrl(config: ServerConfig, given: string | undefined): string {
  if (given) return given.replace(/\/+$/, '');
  const wildcard = config.host === '0.0.0.0' || config.host === '::';
  const host = wildcard
    ? '127.0.0.1'
    : config.host.includes(':')
      ? `[${config.host}]`
      : config.host;
  return `http://${host}:${config.port}`;
}

/**
 * The auth secret as the server resolves it (modules/accounts/auth-secret.ts): AUTH_SECRET, else the
 * one the embedded demo generated in FILES_DIR/auth-secret; null when neither exists.
 */
export async function operatorSecret(config: ServerConfig): Promise<string | null> {
  if (config.authSecret) return config.authSecret;
  const stored = await readFile(path.join(config.filesDir, 'auth-secret'), 'utf8').catch(
    () => null,
  );
  return stored && stored.trim().length >= 32 ? stored.trim() : null;
}

async function applyDirectly<T>(withDatabase: WithDatabase, call: OperatorCall<T>): Promise<T> {
  let result: T | undefined;
  await withDatabase(async (handle) => {
    result = await call.direct(
      createOperatorTools({ db: handle.db, events: createInProcessPlayerEvents() }),
      handle,
    );
  });
  if (!result) throw new Error('the operator command returned nothing');
  return result;
}

function isConnectionRefused(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string; errors?: { code?: string }[] } }).cause;
  if (cause?.code === 'ECONNREFUSED') return true;
  return cause?.errors?.some((inner) => inner.code === 'ECONNREFUSED') ?? false;
}

export async function callOperator<T = OperatorResult>(
  config: ServerConfig,
  server: string,
  withDatabase: WithDatabase,
  call: OperatorCall<T>,
): Promise<OperatorOutcome<T>> {
  const secret = await operatorSecret(config);
  const response = await fetch(`${server}${OPERATOR_PREFIX}/${call.route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(secret ? { authorization: `Bearer ${operatorToken(secret)}` } : {}),
    },
    body: JSON.stringify(call.body),
    signal: AbortSignal.timeout(30_000),
  }).catch((error: unknown) => {
    if (isConnectionRefused(error)) return null;
    throw error;
  });
  if (!response)
    return { result: await applyDirectly(withDatabase, call), via: 'database', server };
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  if (response.status === 401)
    throw new AppError(
      'unauthenticated',
      `The server at ${server} refused the operator token: run the CLI with the server's AUTH_SECRET (or its FILES_DIR).`,
    );
  if (!response.ok)
    throw new AppError('invalid-input', body.message ?? `The server answered ${response.status}.`);
  return { result: body as unknown as T, via: 'server', server };
}
