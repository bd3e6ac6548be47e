// The watch of wallet transactions submitted before they were mined or confirmed (issue 5 item 4), as a
// durable job (issue 10 shared part 1): each check is one job; a transaction not settled yet enqueues
// its next check a few seconds later until the watch times out. Jobs live in the database, so a watch
// survives a restart and runs on one instance at a time; a check that throws (RPC or database down) is
// retried with backoff. A check is idempotent: a payment is credited once per (chainId, txHash).
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '#jobs/job-queue.ts';

export const CRYPTO_PAYMENT_WATCH = 'crypto-payment-watch';

/** A submitted transaction of a purchase, waiting for its block or confirmations. */
export type PaymentWatch = {
  purchaseId: string;
  userId: string;
  chainId: number;
  /** Lower-case 0x hash. */
  txHash: string;
  /** What the purchase costs in the chain's native coin. */
  amount: number;
};

/** A watch as a job: when to stop watching, in epoch milliseconds. */
type WatchJob = PaymentWatch & { watchUntil: number };

/** 'done': settled or given up for good; 'retry': check again after the interval. */
export type WatchCheck = (watch: PaymentWatch) => Promise<'done' | 'retry'>;

export type CryptoWatcherOptions = {
  jobs: JobQueue;
  check: WatchCheck;
  logger: FastifyBaseLogger;
  /** Seconds between two checks of a transaction on `chainId`. */
  intervalSeconds: (chainId: number) => number;
  /** How long a transaction is watched; after that a new submission of the hash watches it again. */
  timeoutMs: number;
  now: () => Date;
};

export type CryptoWatcher = ReturnType<typeof createCryptoWatcher>;

export function createCryptoWatcher({
  jobs,
  check,
  logger,
  intervalSeconds,
  timeoutMs,
  now,
}: CryptoWatcherOptions) {
  /** The next check of `job`; dropped when one is already waiting for the same transaction. */
  const enqueue = (job: WatchJob) =>
    jobs.send<WatchJob>(CRYPTO_PAYMENT_WATCH, job, {
      singletonKey: `${job.chainId}:${job.txHash}`,
      startAfterSeconds: intervalSeconds(job.chainId),
    });

  void jobs.register<WatchJob>({
    name: CRYPTO_PAYMENT_WATCH,
    // One waiting check per transaction, besides the one running (which enqueues its successor).
    policy: 'stately',
    pollingIntervalSeconds: 1,
    async handler(job) {
      const { watchUntil, ...watch } = job;
      if ((await check(watch)) === 'done') return;
      if (now().getTime() >= watchUntil) {
        logger.warn(
          { purchaseId: watch.purchaseId, txHash: watch.txHash },
          'a submitted crypto payment is still not confirmed; stopped watching it',
        );
        return;
      }
      await enqueue(job);
    },
  });

  return {
    /** Watches `watch` unless a check of it is already waiting. */
    async watch(watch: PaymentWatch): Promise<void> {
      await enqueue({ ...watch, watchUntil: now().getTime() + timeoutMs });
    },
  };
}
