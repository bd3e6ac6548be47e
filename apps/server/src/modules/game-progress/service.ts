// The game-progress API's service (issue 11 §2): checks a studio's signed batch (timestamp, key,
// signature, rate, size) and answers per event; applies the events waiting for a player who signs up
// or links an identity; and keeps the pending events swept by a durable job. Like the Stripe webhook's
// service it answers with a status and a JSON body, which the route sends as they are.
import type { FastifyBaseLogger } from 'fastify';
import type Redis from 'ioredis';
import { z } from 'zod';
import type { Database } from '#db/client.ts';
import type { JobQueue } from '#jobs/job-queue.ts';
import { TOO_MANY_REQUESTS_MESSAGE } from '#errors.ts';
import { createPlayerTransactions } from '#modules/progression/player-transactions.ts';
import type { PlayerEvents } from '#realtime/player-events.ts';
import type { GameProgressConfig } from './config.ts';
import { batchSchema, MAX_EVENTS_PER_BATCH, type EventResult } from './event-batch.ts';
import { ingestBatch, type IngestDeps } from './ingest.ts';
import { applyPendingEvents, sweepPendingEvents } from './pending-events.ts';
import { isBatchSignature, isFreshTimestamp } from './signature.ts';
import { findLiveKey } from './studios-store.ts';
import { createStudioRateLimit } from './studio-rate-limit.ts';

export type SignedBatch = {
  keyId: string | undefined;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: Buffer;
};

export type BatchErrorCode =
  | 'invalid-signature'
  | 'stale-timestamp'
  | 'invalid-batch'
  | 'batch-too-large'
  | 'too-many-requests';

export type BatchAnswer =
  | { status: 200; body: { results: EventResult[] } }
  | {
      status: 400 | 401 | 413 | 429;
      body: { code: BatchErrorCode; message: string; retryAfterSeconds?: number };
    };

export const PENDING_SWEEP_JOB = 'game-progress-pending-sweep';
const PENDING_SWEEP_EVERY_SECONDS = 3600;

export type GameProgressService = ReturnType<typeof createGameProgressService>;

export function createGameProgressService({
  db,
  events,
  now,
  logger,
  jobs,
  redis,
  config,
}: {
  db: Database;
  events: PlayerEvents;
  now: () => Date;
  logger: Pick<FastifyBaseLogger, 'error' | 'info'>;
  jobs: JobQueue;
  redis: Redis | null;
  config: GameProgressConfig;
}) {
  const { inTransaction } = createPlayerTransactions({ db, events, now });
  const deps: IngestDeps = {
    db,
    inTransaction,
    now,
    pendingRetentionDays: config.pendingRetentionDays,
  };
  const rateLimit = createStudioRateLimit({ perMinute: config.batchesPerMinute, redis });
  const refuse = <S extends 400 | 401 | 413 | 429>(
    status: S,
    code: BatchErrorCode,
    message: string,
  ) => ({ status, body: { code, message } });

  const scheduleSweep = (startAfterSeconds: number) =>
    jobs.send(PENDING_SWEEP_JOB, {}, { singletonKey: 'sweep', startAfterSeconds });

  void jobs.register({
    name: PENDING_SWEEP_JOB,
    // One waiting sweep across instances, besides the one running (which schedules the next).
    policy: 'stately',
    async handler() {
      const swept = await sweepPendingEvents(deps);
      if (swept.expired + swept.applied > 0) logger.info(swept, 'pending game events swept');
      await scheduleSweep(PENDING_SWEEP_EVERY_SECONDS);
    },
  });

  return {
    /** POST /api/game-progress/events: nothing is applied unless the whole batch is admissible. */
    async receiveBatch({
      keyId,
      timestamp,
      signature,
      rawBody,
    }: SignedBatch): Promise<BatchAnswer> {
      if (!keyId || !timestamp || !signature)
        return refuse(
          401,
          'invalid-signature',
          'Sign the batch: x-levelup-key-id, x-levelup-timestamp and x-levelup-signature are required.',
        );
      if (!isFreshTimestamp(timestamp, now()))
        return refuse(
          401,
          'stale-timestamp',
          'x-levelup-timestamp must be Unix seconds within 5 minutes of the server clock.',
        );
      const key = await findLiveKey(db, keyId);
      if (!key || !isBatchSignature(key.secret, timestamp, rawBody, signature))
        return refuse(
          401,
          'invalid-signature',
          'The signature does not match the body with a live key of this id.',
        );
      const retryAfterSeconds = await rateLimit.consume(key.studio.id);
      if (retryAfterSeconds !== null)
        return {
          status: 429,
          body: {
            code: 'too-many-requests',
            message: TOO_MANY_REQUESTS_MESSAGE,
            retryAfterSeconds,
          },
        };
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return refuse(400, 'invalid-batch', 'The body is not JSON.');
      }
      const batch = batchSchema.safeParse(json);
      if (!batch.success) {
        const tooMany = batch.error.issues.some(
          (issue) => issue.code === 'too_big' && issue.path[0] === 'events',
        );
        return tooMany
          ? refuse(413, 'batch-too-large', `A batch holds at most ${MAX_EVENTS_PER_BATCH} events.`)
          : refuse(400, 'invalid-batch', z.prettifyError(batch.error));
      }
      return {
        status: 200,
        body: { results: await ingestBatch(deps, key.studio, batch.data.events) },
      };
    },

    /**
     * The sign-up / link hook: applies the events that waited for this player. A failure is logged,
     * never thrown at the player; the periodic sweep applies them later.
     */
    async applyPendingGameEvents(userId: string): Promise<void> {
      try {
        await applyPendingEvents(deps, userId);
      } catch (error) {
        logger.error(
          { err: error, userId },
          'applying pending game events failed; the sweep retries',
        );
      }
    },

    /** Starts the periodic sweep (after the job queue started); a sweep already waiting is kept. */
    async schedulePendingSweep(): Promise<void> {
      await scheduleSweep(0);
    },
  };
}
