// The launchpad's jobs (issue 13 Build 4 and 5), registered like modules/rewards/code-pool-watch.ts:
// - launchpad-reservation-expiry, every minute: reservations past their expiry become EXPIRED and give
//   their unit back (free collections), exactly once however late or often it runs (supply.ts); it
//   also runs airdrops still PROCESSING a minute after they were due (a send lost after the commit);
// - launchpad-airdrop: one reservation's airdrop (mint.ts), sent by mintReservation.
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { userReservations } from '#db/schema/launchpad.ts';
import type { JobQueue } from '#jobs/job-queue.ts';
import type { PlayerTransactions } from '#modules/progression/player-transactions.ts';
import { AIRDROP_JOB, airdrop } from './mint.ts';
import { expireOverdue } from './supply.ts';

export const RESERVATION_EXPIRY_JOB = 'launchpad-reservation-expiry';

export function createLaunchpadJobs({
  db,
  transactions,
  now,
}: {
  db: Database;
  transactions: PlayerTransactions;
  now: () => Date;
}) {
  /** Expires overdue reservations and finishes overdue airdrops; answers how many expired. */
  async function sweep(): Promise<{ expired: number; airdropped: number }> {
    const at = now();
    const expired = await db.transaction((tx) => expireOverdue(tx, at));
    const overdue = await db
      .select({ id: userReservations.id })
      .from(userReservations)
      .where(
        and(
          eq(userReservations.state, 'PROCESSING'),
          lt(userReservations.airdropScheduledAt, new Date(at.getTime() - 60_000)),
        ),
      )
      .limit(500);
    let airdropped = 0;
    for (const { id } of overdue) if (await airdrop({ db, transactions }, id)) airdropped += 1;
    return { expired, airdropped };
  }

  const register = async (jobs: JobQueue) => {
    await jobs.register({
      name: RESERVATION_EXPIRY_JOB,
      cron: '* * * * *',
      handler: async () => {
        await sweep();
      },
    });
    await jobs.register<{ reservationId: string }>({
      name: AIRDROP_JOB,
      pollingIntervalSeconds: 1,
      handler: async ({ reservationId }) => {
        await airdrop({ db, transactions }, reservationId);
      },
    });
  };

  return { sweep, register };
}
