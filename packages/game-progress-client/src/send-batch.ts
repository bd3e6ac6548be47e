// One signed POST of a batch and what it means for the events in it (README "Errors and retries"):
// answered (per-event results), worth resending (network failure, timeout, 5xx, 429; a shed 503
// `server-overloaded` after its Retry-After, overload-retry.ts), or refused as a whole for a reason resending will not fix (a bad key or signature, a clock off by over 5 minutes, a
// malformed or oversized batch).
import { retryAfterMs } from './backoff.ts';
import type { EventResult, GameEvent } from './events.ts';
import { signedHeaders } from './signature.ts';

export const EVENTS_PATH = '/api/game-progress/events';
/** The code of a request the server shed under load (issue 26): it never ran. */
const SERVER_OVERLOADED = 'server-overloaded';

/** A batch that was not accepted; `events` are the ones still waiting to be sent. */
export class GameProgressError extends Error {
  override name = 'GameProgressError';
  constructor(
    /** The server's code (invalid-signature, stale-timestamp, batch-too-large, too-many-requests…), or network-error / server-error. */
    readonly code: string,
    message: string,
    /** The HTTP status, when there was an answer. */
    readonly status: number | null,
    readonly events: readonly GameEvent[],
  ) {
    super(message);
  }
}

export type BatchOutcome =
  | { kind: 'answered'; results: EventResult[] }
  | {
      kind: 'retry';
      error: GameProgressError;
      waitMs: number | null;
      /** A 503 `server-overloaded`: the batch never ran; resent within the overload budget. */
      overloaded?: boolean;
    }
  | { kind: 'rejected'; error: GameProgressError };

export type SendBatchParameters = {
  url: string;
  keyId: string;
  secret: string;
  fetch: typeof fetch;
  events: readonly GameEvent[];
  nowMs: number;
  timeoutMs: number;
};

export async function sendBatch({
  url,
  keyId,
  secret,
  fetch,
  events,
  nowMs,
  timeoutMs,
}: SendBatchParameters): Promise<BatchOutcome> {
  const body = JSON.stringify({ events });
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(await signedHeaders({ keyId, secret }, body, nowMs)),
      },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      kind: 'retry',
      error: new GameProgressError('network-error', message, null, events),
      waitMs: null,
    };
  }
  const answer = (await response.json().catch(() => null)) as {
    results?: EventResult[];
    code?: string;
    message?: string;
  } | null;
  if (response.ok && Array.isArray(answer?.results))
    return { kind: 'answered', results: answer.results };
  const code = answer?.code ?? (response.status >= 500 ? 'server-error' : 'unexpected-answer');
  const error = new GameProgressError(
    code,
    answer?.message ?? `HTTP ${response.status}`,
    response.status,
    events,
  );
  if (response.status === 429)
    return {
      kind: 'retry',
      error,
      waitMs: retryAfterMs(response.headers.get('retry-after'), nowMs),
    };
  if (response.status === 503 && code === SERVER_OVERLOADED)
    return {
      kind: 'retry',
      error,
      waitMs: retryAfterMs(response.headers.get('retry-after'), nowMs),
      overloaded: true,
    };
  if (response.status >= 500 || response.status === 408)
    return { kind: 'retry', error, waitMs: null };
  return { kind: 'rejected', error };
}
