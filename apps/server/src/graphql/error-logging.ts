// What graphql-yoga logs (issue 10, fault 6). Yoga logs every error it masks; here an expected business
// error (an AppError: already collected, not enough Gold…) is one info line with its code and short
// message, and only a fault (anything else) logs at error level, without the SQL parameters or the
// input it carried. Lines go to the request's own logger, so they carry its request id.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError } from 'graphql';
import type { YogaLogger } from 'graphql-yoga';
import { AppError } from '#errors.ts';
import { rootCause } from './mask-error.ts';
import { shortMessage } from './short-message.ts';

const requestLogs = new AsyncLocalStorage<FastifyBaseLogger>();

/** Runs yoga's handling of one request with that request's logger. */
export function withRequestLog<T>(log: FastifyBaseLogger, handle: () => T): T {
  return requestLogs.run(log, handle);
}

/** A fault as a log object: its kind, a short message, the stack, and the SQL of a failed query. */
function faultDetails(fault: unknown): Record<string, unknown> {
  if (!(fault instanceof Error))
    return { type: typeof fault, message: shortMessage(String(fault)) };
  // Drizzle's DrizzleQueryError: the message repeats the parameters; the cause says what failed.
  const query = (fault as { query?: unknown }).query;
  const cause = fault.cause instanceof Error ? fault.cause : undefined;
  return {
    type: fault.name,
    message: shortMessage(typeof query === 'string' && cause ? cause.message : fault.message),
    ...(typeof query === 'string' ? { query: shortMessage(query) } : {}),
    // The frames only: the stack's first lines repeat the message.
    stack: fault.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
  };
}

function logError(log: FastifyBaseLogger, error: unknown): void {
  const cause = rootCause(error) ?? error;
  const path = error instanceof GraphQLError ? error.path?.join('.') : undefined;
  if (cause instanceof AppError) {
    log.info({ code: cause.code, path }, `business error: ${shortMessage(cause.message)}`);
    return;
  }
  log.error({ fault: faultDetails(cause), path }, 'GraphQL request failed');
}

export function yogaLogger(appLog: FastifyBaseLogger): YogaLogger {
  const current = () => requestLogs.getStore() ?? appLog;
  // Yoga writes a debug line or two per request: pino formats it only when the level is on.
  const line =
    (level: 'debug' | 'info' | 'warn') =>
    (message: unknown, ...details: unknown[]) =>
      current()[level](details.length > 0 ? { details } : {}, String(message));
  return {
    debug: line('debug'),
    info: line('info'),
    warn: line('warn'),
    error: (...args: unknown[]) => {
      for (const arg of args) logError(current(), arg);
    },
  };
}
