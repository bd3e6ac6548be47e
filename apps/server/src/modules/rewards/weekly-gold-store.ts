// Drizzle reads of a player's week (spec 2 §4 weekly gold bonus rule, weekly-gold-rule.ts).
import { and, count, eq, gt, gte, isNotNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { userMissions } from '#db/schema/challenges.ts';
import { ledgerEntries } from '#db/schema/users.ts';
import { RewardsLedgerReason } from './reasons.ts';
import type { WeekActivity } from './weekly-gold-rule.ts';

type Window = { from: Date; to: Date };

const utcDay = (column: typeof ledgerEntries.createdAt | typeof userMissions.completedAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

export async function weekActivity(
  db: Database,
  userId: string,
  { from, to }: Window,
): Promise<WeekActivity> {
  // One after the other: a claim reads them inside its transaction (one connection).
  const creditDays = await db
    .selectDistinct({ day: utcDay(ledgerEntries.createdAt) })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, userId),
        gt(ledgerEntries.delta, 0),
        gte(ledgerEntries.createdAt, from),
        lt(ledgerEntries.createdAt, to),
        notInArray(ledgerEntries.reason, Object.values(RewardsLedgerReason)),
      ),
    );
  const missionDays = await db
    .selectDistinct({ day: utcDay(userMissions.completedAt) })
    .from(userMissions)
    .where(missionsDone(userId, { from, to }));
  const [missions] = await db
    .select({ total: count() })
    .from(userMissions)
    .where(missionsDone(userId, { from, to }));
  const days = new Set([...creditDays, ...missionDays].map((row) => row.day));
  return { activeDays: days.size, missionsCompleted: missions?.total ?? 0 };
}

function missionsDone(userId: string, { from, to }: Window) {
  return and(
    eq(userMissions.userId, userId),
    isNotNull(userMissions.completedAt),
    gte(userMissions.completedAt, from),
    lt(userMissions.completedAt, to),
  );
}

/** Whether the ledger already holds the credit of an idempotency key. */
export async function isCredited(db: Database, idempotencyKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.idempotencyKey, idempotencyKey));
  return row !== undefined;
}
