// XP boosters (spec 1 §3 Booster state; common.md "Active booster"). Granting or buying a booster item
// activates it. Boosters never overlap: a new one starts when the player's latest one ends (or now), so
// a player with several has one running and the others queued, and the multiplier stays 1.5.
import { and, desc, eq, gt, lte } from 'drizzle-orm';
import { isBoosterActive } from '@levelup/domain/xp-boost';
import type { Database } from '#db/client.ts';
import { userBoosters } from '#db/schema/progression.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type BoosterStatus = {
  hasBooster: boolean;
  /** End of the latest booster (the whole queue), active or expired; null if the player never had one. */
  endAtDate: Date | null;
  /** The running booster, else the latest one. */
  boosterItemKey: string | null;
};

async function findLatestBooster(db: Database, userId: string) {
  const [row] = await db
    .select({ itemKey: userBoosters.itemKey, endsAt: userBoosters.endsAt })
    .from(userBoosters)
    .where(eq(userBoosters.userId, userId))
    .orderBy(desc(userBoosters.endsAt))
    .limit(1);
  return row;
}

async function findRunningBooster(db: Database, userId: string, now: Date) {
  const [row] = await db
    .select({ itemKey: userBoosters.itemKey })
    .from(userBoosters)
    .where(
      and(
        eq(userBoosters.userId, userId),
        lte(userBoosters.startsAt, now),
        gt(userBoosters.endsAt, now),
      ),
    )
    .limit(1);
  return row;
}

export async function boosterStatus(
  db: Database,
  userId: string,
  now: Date,
): Promise<BoosterStatus> {
  const latest = await findLatestBooster(db, userId);
  if (!latest) return { hasBooster: false, endAtDate: null, boosterItemKey: null };
  const hasBooster = isBoosterActive({ endAt: latest.endsAt, now });
  const running = hasBooster ? await findRunningBooster(db, userId, now) : undefined;
  return {
    hasBooster,
    endAtDate: latest.endsAt,
    boosterItemKey: running?.itemKey ?? latest.itemKey,
  };
}

/** Whether XP gains are boosted now (the queue has no gaps, so the latest end decides). */
export async function hasActiveBooster(db: Database, userId: string, now: Date): Promise<boolean> {
  const latest = await findLatestBooster(db, userId);
  return isBoosterActive({ endAt: latest?.endsAt, now });
}

/**
 * Activates a booster for `days` days, after the player's latest one; once per grant (sourceKey is
 * the grant's idempotency key). Call under the player lock.
 */
export async function activateBooster(
  tx: Database,
  {
    userId,
    itemKey,
    days,
    sourceKey,
    now,
  }: {
    userId: string;
    itemKey: string;
    days: number;
    sourceKey: string;
    now: Date;
  },
): Promise<void> {
  const latest = await findLatestBooster(tx, userId);
  const startsAt = latest && latest.endsAt > now ? latest.endsAt : now;
  const endsAt = new Date(startsAt.getTime() + days * DAY_MS);
  await tx
    .insert(userBoosters)
    .values({ userId, itemKey, startsAt, endsAt, sourceKey })
    .onConflictDoNothing({ target: userBoosters.sourceKey });
}
