// The referral re-check job (issue 14 Build 1 "a job on the queue re-checks pending referrals"):
// every five minutes, each pending referral is settled again at the friend's level (the highest level
// announced in any season), in the friend's transaction under the friend's lock, so a level-up missed
// by the event (or a campaign applied after it) still pays, and a referral past its window is refused.
// Exactly once however often it runs: settleReferral leaves a referral no longer pending alone.
// It then records the referrer's `referral_qualified` platform event (missions, issue 11) for each
// referral that qualified, under the referrer's lock in a transaction of its own (the friend's
// transaction holds the friend's lock only), once per referral (referrer_event_at).
import { max, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { userBattlePasses } from '#db/schema/progression.ts';
import type { JobQueue } from '#jobs/job-queue.ts';
import { PlatformEvent, recordPlatformEvent } from '#modules/challenges/platform-events.ts';
import { lockPlayer } from '#modules/progression/store.ts';
import { transactionWithEvents, type PlayerEvents } from '#realtime/player-events.ts';
import { settleReferral, type Settlement } from './settle.ts';
import { markAnnounced, pendingReferrals, unannouncedReferrals } from './store.ts';

export const REFERRAL_RECHECK_JOB = 'referral-recheck';
const BATCH = 500;

async function friendLevel(tx: Database, userId: string): Promise<number> {
  const [row] = await tx
    .select({ level: max(userBattlePasses.notifiedLevel) })
    .from(userBattlePasses)
    .where(eq(userBattlePasses.userId, userId));
  return row?.level ?? 0;
}

export function createReferralJobs({
  db,
  events,
  now,
}: {
  db: Database;
  events: PlayerEvents;
  now: () => Date;
}) {
  /** Settles one friend's referral at the level the friend stands at. */
  function recheck(friendUserId: string): Promise<Settlement> {
    return transactionWithEvents(db, events, async (tx, emit) => {
      if (!(await lockPlayer(tx, friendUserId))) return 'none';
      return settleReferral(
        { tx, emit, now: now() },
        friendUserId,
        await friendLevel(tx, friendUserId),
      );
    });
  }

  /** Re-checks the pending referrals, oldest first; answers what became of them. */
  async function recheckPending(): Promise<Record<Settlement, number>> {
    const tally: Record<Settlement, number> = { none: 0, qualified: 0, rewarded: 0, refused: 0 };
    for (const { friendUserId } of await pendingReferrals(db, BATCH))
      tally[await recheck(friendUserId)] += 1;
    return tally;
  }

  /** Records referral_qualified for the referrers of qualified referrals; answers how many. */
  async function announceQualified(): Promise<number> {
    let announced = 0;
    for (const { friendUserId, referrerUserId } of await unannouncedReferrals(db, BATCH)) {
      const done = await transactionWithEvents(db, events, async (tx, emit) => {
        if (!(await lockPlayer(tx, referrerUserId))) return false;
        const at = now();
        const marked = await markAnnounced(tx, friendUserId, at);
        if (!marked) return false;
        await recordPlatformEvent(
          { tx, emit, now: at },
          referrerUserId,
          PlatformEvent.referralQualified,
          1,
          marked.level === null ? {} : { battlePassLevel: marked.level },
        );
        return true;
      });
      if (done) announced += 1;
    }
    return announced;
  }

  const register = (jobs: JobQueue) =>
    jobs.register({
      name: REFERRAL_RECHECK_JOB,
      cron: '*/5 * * * *',
      handler: async () => {
        await recheckPending();
        await announceQualified();
      },
    });

  return { recheck, recheckPending, announceQualified, register };
}
