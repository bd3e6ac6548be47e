// Background watch of wallet transactions submitted before they were mined or confirmed (issue 5 item 4):
// each is checked again every few seconds until it settles, turns out not to pay, or the watch times
// out; close() stops every watch and waits for the checks in progress.
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';

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

/** 'done': settled or given up for good; 'retry': check again after the interval. */
export type WatchCheck = (watch: PaymentWatch) => Promise<'done' | 'retry'>;

export type CryptoWatcherOptions = {
  check: WatchCheck;
  logger: FastifyBaseLogger;
  /** Time between two checks of a transaction on `chainId`. */
  intervalMs: (chainId: number) => number;
  /** How long a transaction is watched; after that a new submission of the hash watches it again. */
  timeoutMs: number;
};

export type CryptoWatcher = ReturnType<typeof createCryptoWatcher>;

export function createCryptoWatcher({
  check,
  logger,
  intervalMs,
  timeoutMs,
}: CryptoWatcherOptions) {
  const running = new Map<string, Promise<void>>();
  const stop = new AbortController();

  async function run(watch: PaymentWatch): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    const log = logger.child({ purchaseId: watch.purchaseId, txHash: watch.txHash });
    while (!stop.signal.aborted) {
      try {
        await sleep(intervalMs(watch.chainId), undefined, { signal: stop.signal });
      } catch {
        return; // stopped
      }
      try {
        if ((await check(watch)) === 'done') return;
      } catch (error) {
        log.error({ err: error }, 'checking a submitted crypto payment failed; trying again');
      }
      if (Date.now() >= deadline) {
        log.warn('a submitted crypto payment is still not confirmed; stopped watching it');
        return;
      }
    }
  }

  return {
    /** Watches `watch` unless it is watched already or the watcher is closed. */
    watch(watch: PaymentWatch): void {
      const key = `${watch.chainId}:${watch.txHash}`;
      if (stop.signal.aborted || running.has(key)) return;
      const task = run(watch).finally(() => running.delete(key));
      running.set(key, task);
    },

    /** How many transactions are being watched. */
    get size(): number {
      return running.size;
    },

    async close(): Promise<void> {
      stop.abort();
      await Promise.allSettled([...running.values()]);
    },
  };
}
