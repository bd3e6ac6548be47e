// createGameProgressClient (README "Quick start"): queue events with `track`, sent signed in batches
// of up to 100, every 30 s or as soon as 100 wait; a batch that fails is resent with the SAME event
// ids (backoff with jitter, Retry-After honoured; a batch the server sheds under load is resent after
// its Retry-After within a bounded time, overload-retry.ts), so the server applies each event once.
// Nothing is dropped silently: a batch that still fails is reported to `onError` and stays queued for
// the next flush; `shutdown` flushes and tells what could not be sent.
import { backoffDelayMs, DEFAULT_BACKOFF, type BackoffOptions } from './backoff.ts';
import {
  MAX_EVENTS_PER_BATCH,
  toGameEvent,
  type EventResult,
  type GameEvent,
  type TrackedEvent,
} from './events.ts';
import { OVERLOAD_RETRY_BUDGET_MS, overloadRetryDelayMs } from './overload-retry.ts';
import type { GameProgressError } from './send-batch.ts';
import { EVENTS_PATH, sendBatch } from './send-batch.ts';

export type GameProgressClientParameters = {
  /** The LevelUp server, e.g. `https://api.levelup.example`. */
  endpoint: string;
  keyId: string;
  secret: string;
  /** Default: the global fetch. */
  fetch?: typeof fetch;
  /** Events per request, 1–100 (default 100). */
  batchSize?: number;
  /** How often queued events are sent (default 30 000 ms; 0: only on flush or a full batch). */
  flushIntervalMs?: number;
  /** Sends of one batch per flush before it is reported and kept for the next flush (default 5). */
  maxAttempts?: number;
  backoff?: Partial<BackoffOptions>;
  /** Per request (default 15 000 ms). */
  timeoutMs?: number;
  /** `track` throws past this many queued events instead of dropping any (default 100 000). */
  maxQueuedEvents?: number;
  /** Every answered batch's per-event results (refused events are final: fix and resend them). */
  onResults?: (results: EventResult[]) => void;
  /** A batch that could not be sent; its events stay queued. */
  onError?: (error: GameProgressError) => void;
  /**
   * How long one batch keeps being resent while the server answers 503 `server-overloaded` (default
   * 60 000 ms); these resends do not count against `maxAttempts`.
   */
  overloadRetryBudgetMs?: number;
  /** How the client waits between attempts (default setTimeout); tests and schedulers replace it. */
  wait?: (ms: number) => Promise<void>;
  /** A number in [0, 1) for the jitter (default Math.random). */
  random?: () => number;
};

export type FlushResult = {
  /** The per-event results of the batches answered in this flush. */
  results: EventResult[];
  /** Events still queued (kept for the next flush). */
  unsent: number;
  /** Why sending stopped, when it did. */
  error: GameProgressError | null;
};

export type GameProgressClient<TType extends string = string> = {
  /** Queues an event and returns its id (given, or a fresh UUID). */
  track: (event: TrackedEvent<TType>) => string;
  /** Sends everything queued now; never rejects. */
  flush: () => Promise<FlushResult>;
  /** Stops the timer and flushes; `track` throws afterwards. */
  shutdown: () => Promise<FlushResult>;
  /** Events waiting to be sent. */
  queued: () => number;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The studio's client of the game-progress API. */
export function createGameProgressClient<TType extends string = string>(
  parameters: GameProgressClientParameters,
): GameProgressClient<TType> {
  const batchSize = parameters.batchSize ?? MAX_EVENTS_PER_BATCH;
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > MAX_EVENTS_PER_BATCH)
    throw new RangeError(`batchSize must be a whole number from 1 to ${MAX_EVENTS_PER_BATCH}`);
  const url = new URL(EVENTS_PATH, parameters.endpoint).toString();
  const fetchImpl = parameters.fetch ?? globalThis.fetch.bind(globalThis);
  const backoff = { ...DEFAULT_BACKOFF, ...parameters.backoff };
  const maxAttempts = parameters.maxAttempts ?? 5;
  const maxQueued = parameters.maxQueuedEvents ?? 100_000;
  const wait = parameters.wait ?? sleep;
  const random = parameters.random ?? Math.random;
  const overloadBudgetMs = parameters.overloadRetryBudgetMs ?? OVERLOAD_RETRY_BUDGET_MS;
  const queue: GameEvent<TType>[] = [];
  let closed = false;
  let running: Promise<FlushResult> = Promise.resolve({ results: [], unsent: 0, error: null });

  /**
   * Sends one batch until it is answered, refused, or out of attempts; shed answers are resent until
   * the overload budget, counted from the first sending (the waits, or the clock if it ran longer).
   */
  async function deliver(events: GameEvent<TType>[]) {
    const startedAt = Date.now();
    let waitedMs = 0;
    for (let attempt = 0; ;) {
      const outcome = await sendBatch({
        url,
        keyId: parameters.keyId,
        secret: parameters.secret,
        fetch: fetchImpl,
        events,
        nowMs: Date.now(),
        timeoutMs: parameters.timeoutMs ?? 15_000,
      });
      if (outcome.kind !== 'retry') return outcome;
      if (outcome.overloaded) {
        const delay = overloadRetryDelayMs(outcome.waitMs, {
          elapsedMs: Math.max(waitedMs, Date.now() - startedAt),
          budgetMs: overloadBudgetMs,
          random,
        });
        if (delay === null) return outcome;
        waitedMs += delay;
        await wait(delay);
        continue;
      }
      attempt += 1;
      if (attempt >= maxAttempts) return outcome;
      const delay = outcome.waitMs ?? backoffDelayMs(attempt - 1, backoff, random);
      waitedMs += delay;
      await wait(delay);
    }
  }

  async function flushQueue(): Promise<FlushResult> {
    const results: EventResult[] = [];
    while (queue.length > 0) {
      const batch = queue.slice(0, batchSize);
      const outcome = await deliver(batch);
      if (outcome.kind !== 'answered') {
        parameters.onError?.(outcome.error);
        return { results, unsent: queue.length, error: outcome.error };
      }
      // Only a flush takes events off the head, and flushes run one at a time.
      queue.splice(0, batch.length);
      results.push(...outcome.results);
      parameters.onResults?.(outcome.results);
    }
    return { results, unsent: 0, error: null };
  }

  function flush(): Promise<FlushResult> {
    running = running.then(flushQueue, flushQueue);
    return running;
  }

  const interval = parameters.flushIntervalMs ?? 30_000;
  const timer =
    interval > 0
      ? setInterval(() => {
          if (queue.length > 0) void flush();
        }, interval)
      : null;
  // The timer alone never keeps a Node process alive: shutdown() is what sends the last events.
  (timer as { unref?: () => void } | null)?.unref?.();

  return {
    track(event) {
      if (closed) throw new Error('The game-progress client is shut down.');
      if (queue.length >= maxQueued)
        throw new Error(`${maxQueued} events are waiting to be sent: flush before tracking more.`);
      const sent = toGameEvent(
        event,
        () => crypto.randomUUID(),
        () => new Date(),
      );
      queue.push(sent);
      if (queue.length % batchSize === 0) void flush();
      return sent.id;
    },
    flush,
    async shutdown() {
      closed = true;
      if (timer) clearInterval(timer);
      return flush();
    },
    queued: () => queue.length,
  };
}
