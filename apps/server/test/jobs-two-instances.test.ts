// The job queue on two server instances sharing one PostgreSQL database (issue 10 shared part 1): every
// job runs once, on whichever instance fetched it, a failed run is retried, and queueStats() counts
// what waits, runs and failed. PostgreSQL only: PGlite is one process's embedded database.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#app.ts';
import type { DatabaseHandle } from '#db/client.ts';
import { eventually } from './support/live-events.ts';
import { testPostgresUrl } from './support/env.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const PROBE = 'two-instances-probe';
const JOBS = 40;

type Probe = { n: number; failFirst?: boolean };

describe.runIf(testPostgresUrl)('jobs on two instances of one PostgreSQL database', () => {
  let first: TestServer;
  let second: { app: FastifyInstance; handle: DatabaseHandle };
  const runs: { instance: string; jobId: string; n: number; attempt: number }[] = [];

  beforeAll(async () => {
    first = await startTestServer({ seed: false });
    const handle = await first.database.open();
    second = {
      app: await buildApp({ config: first.config, db: handle.db, poolUse: handle.poolUse }),
      handle,
    };
    for (const [instance, app] of [
      ['first', first.app],
      ['second', second.app],
    ] as const) {
      await app.jobs.register<Probe>({
        name: PROBE,
        pollingIntervalSeconds: 0.5,
        retryDelaySeconds: 1,
        async handler(data, job) {
          runs.push({ instance, jobId: job.id, n: data.n, attempt: job.retryCount });
          if (data.failFirst && job.retryCount === 0) throw new Error('a first attempt that fails');
        },
      });
    }
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.handle.close();
    await first?.close();
  });

  it(
    'runs each job once across both instances, and retries a failed run',
    { timeout: 120_000 },
    async () => {
      for (let n = 0; n < JOBS; n++)
        await (n % 2 === 0 ? first : second).app.jobs.send<Probe>(PROBE, { n, failFirst: n === 0 });

      const settled = async () => {
        const [stat] = (await first.app.jobs.queueStats()).filter((row) => row.queue === PROBE);
        return stat?.queued === 0 && stat.active === 0;
      };
      await eventually(async () => runs.length >= JOBS + 1 && (await settled()));

      // Job 0 failed once and ran again; every other job ran exactly once.
      const attemptsOf = (n: number) => runs.filter((run) => run.n === n).map((run) => run.attempt);
      expect(attemptsOf(0)).toEqual([0, 1]);
      for (let n = 1; n < JOBS; n++) expect(attemptsOf(n), `job ${n}`).toEqual([0]);
      expect(new Set(runs.map((run) => run.jobId)).size).toBe(JOBS);
      expect(await first.app.jobs.queueStats()).toContainEqual({
        queue: PROBE,
        queued: 0,
        active: 0,
        failed: 0,
      });
    },
  );
});
