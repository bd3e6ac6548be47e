// Durable background jobs (issue 10 shared part 1) on pg-boss: PostgreSQL natively (its own small pool,
// SKIP LOCKED fetches, so several server instances run each job once), and the embedded PGlite through
// pg-boss's own PGlite adapter, so both databases share this one code path. Jobs live in the database:
// they survive a restart, and a failed run is retried with exponential backoff. Features register their
// jobs here (`register`), then enqueue them (`send`); handlers must be idempotent (a job that outlives a
// crash or its expiry runs again).
import { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss, type ConstructorOptions, type Job } from 'pg-boss';
import type { Database } from '#db/client.ts';
import type { ServerConfig } from '#env.ts';

/** The PostgreSQL schema pg-boss keeps its tables in. */
export const JOBS_SCHEMA = 'pgboss';

export type JobDefinition<T extends object> = {
  /** The queue's name, in the product's words: `crypto-payment-watch`. */
  name: string;
  /** Runs one job; a throw fails this attempt and the job is retried with backoff. */
  handler: (data: T, job: Job<T>) => Promise<void>;
  /** Attempts after the first failed one (default 5). */
  retryLimit?: number;
  /** Seconds before the first retry; later ones double (default 2). */
  retryDelaySeconds?: number;
  /** A run taking longer than this is failed and retried (default 5 minutes). */
  expireInSeconds?: number;
  /** How often an idle worker looks for due jobs (default 2 s, at least 0.5). */
  pollingIntervalSeconds?: number;
  /**
   * 'standard' (default): every job sent runs. 'stately': at most one job waits per singletonKey (a
   * send while one waits is dropped) besides the one running, e.g. one watch per transaction.
   */
  policy?: 'standard' | 'stately';
  /** A cron expression (UTC): pg-boss also sends the job on this schedule, once across instances. */
  cron?: string;
};

export type SendJobOptions = {
  /** On a 'stately' queue, at most one job waits per key: a send while one waits is dropped. */
  singletonKey?: string;
  /** Run no earlier than this many seconds from now. */
  startAfterSeconds?: number;
};

/** Per queue: jobs waiting (including retries), running, and failed for good. */
export type QueueStat = { queue: string; queued: number; active: number; failed: number };

export type JobQueue = {
  /** Declares a job kind and starts working it (at once if the queue runs, else on start). */
  register: <T extends object>(definition: JobDefinition<T>) => Promise<void>;
  /** Enqueues a job; null when a 'stately' queue already has one waiting with the same singletonKey. */
  send: <T extends object>(
    name: string,
    data: T,
    options?: SendJobOptions,
  ) => Promise<string | null>;
  start: () => Promise<void>;
  /** Stops fetching, waits for the jobs in progress (up to a limit), then lets go of the database. */
  stop: () => Promise<void>;
  /** For the metrics endpoint: counts per registered queue. */
  queueStats: () => Promise<QueueStat[]>;
};

export type CreateJobQueueOptions = {
  database: ServerConfig['database'];
  /** The app's database: on PGlite, the one connection pg-boss shares. */
  db: Database;
  logger: Pick<FastifyBaseLogger, 'error' | 'warn'>;
};

/** How long stop() waits for jobs in progress; the rest run again after their expiry. */
const STOP_TIMEOUT_MS = 10_000;

function bossOptions({ database, db }: CreateJobQueueOptions): ConstructorOptions {
  const common = { schema: JOBS_SCHEMA, persistWarnings: false } satisfies ConstructorOptions;
  if (database.kind === 'postgres')
    return { ...common, connectionString: database.url, max: 3, backend: 'postgres' };
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) throw new Error('the embedded database has no PGlite client');
  return { ...common, db: fromPglite(client), backend: 'pglite' };
}

export function createJobQueue(options: CreateJobQueueOptions): JobQueue {
  const { logger } = options;
  const boss = new PgBoss(bossOptions(options));
  // pg-boss reports database faults of its own (a dropped connection, a failed poll) here; without a
  // listener they would crash the process (issue 10 fault 1). Work resumes once the database is back.
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  const definitions = new Map<string, JobDefinition<object>>();
  let started = false;

  async function work(definition: JobDefinition<object>): Promise<void> {
    await boss.createQueue(definition.name, {
      policy: definition.policy ?? 'standard',
      retryLimit: definition.retryLimit ?? 5,
      retryDelay: definition.retryDelaySeconds ?? 2,
      retryBackoff: true,
      expireInSeconds: definition.expireInSeconds ?? 300,
    });
    if (definition.cron) await boss.schedule(definition.name, definition.cron, {}, { tz: 'UTC' });
    await boss.work<object>(
      definition.name,
      { pollingIntervalSeconds: definition.pollingIntervalSeconds ?? 2, batchSize: 1 },
      async ([job]) => {
        if (!job) return;
        try {
          await definition.handler(job.data, job);
        } catch (error) {
          logger.warn({ err: error, job: job.name, jobId: job.id }, 'a job failed; it is retried');
          throw error;
        }
      },
    );
  }

  return {
    async register<T extends object>(definition: JobDefinition<T>) {
      if (definitions.has(definition.name))
        throw new Error(`job ${definition.name} is registered twice`);
      const erased = definition as unknown as JobDefinition<object>;
      definitions.set(definition.name, erased);
      if (started) await work(erased);
    },

    async send(name, data, { singletonKey, startAfterSeconds } = {}) {
      if (!definitions.has(name)) throw new Error(`job ${name} is not registered`);
      return boss.send(name, data, {
        ...(singletonKey ? { singletonKey } : {}),
        ...(startAfterSeconds ? { startAfter: startAfterSeconds } : {}),
      });
    },

    async start() {
      await boss.start();
      started = true;
      for (const definition of definitions.values()) await work(definition);
    },

    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS, close: true });
    },

    async queueStats() {
      const names = [...definitions.keys()];
      const { rows } = await boss.getDb().executeSql(
        `select name, state, count(*)::int as count from ${JOBS_SCHEMA}.job
            where state in ('created', 'retry', 'active', 'failed') group by name, state`,
      );
      return names.map((queue) => {
        const count = (...states: string[]) =>
          (rows as { name: string; state: string; count: number }[])
            .filter((row) => row.name === queue && states.includes(row.state))
            .reduce((sum, row) => sum + row.count, 0);
        return {
          queue,
          queued: count('created', 'retry'),
          active: count('active'),
          failed: count('failed'),
        };
      });
    },
  };
}
