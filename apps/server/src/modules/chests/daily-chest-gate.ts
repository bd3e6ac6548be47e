// The daily chest's anti-farming gate (issue 12 Build 4: on a comparable product public scripts signed
// in with thousands of fresh wallets and called the open mutation directly, five at a time, every 30 s).
// Thresholds come from chests.yaml `dailyChest.gate`:
// - eligibility: an account at least minAccountAgeHours old AND some activity (minXpEarned XP in any
//   season, or minMissionsCompleted missions, or a verified e-mail when verifiedEmailCounts; none
//   asked when none counts). An ineligible player's search answers NOT_FOUND and never finds a chest:
//   a script gets nothing; the answer says what unlocks the first chest (`unlock`, issue 27), which
//   the gate's data in chests.yaml says anyway, so the Wall sidebar can tell a new real player;
// - the captcha feature `daily-chest` (site.yaml captchaFeatures) on opening: turnstile-error;
// - the device signal (header x-device-id) on search and opening: fingerprint-missing without it;
// - at most maxAccountsPerIpPerDay / maxAccountsPerDevicePerDay different accounts opening a daily
//   chest from one IP (IPv6 per /64) / one device per UTC day: multi-accounting (spec 2 §8);
// - rate limits per player (searches) and per IP (openings) per minute: too-many-requests.
import { and, count, countDistinct, eq, gte, isNotNull, ne, sql } from 'drizzle-orm';
import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '#db/client.ts';
import { userMissions } from '#db/schema/challenges.ts';
import { dailyChests } from '#db/schema/chests.ts';
import { userBattlePasses } from '#db/schema/progression.ts';
import { users } from '#db/schema/users.ts';
import { tooManyRequests } from '#errors.ts';
import type { DailyChestSettings } from '#season-files/chests-file.ts';
import { fingerprintMissing, multiAccounting } from './messages.ts';

/** The request header of the device signal (FingerprintJS visitorId). */
export const DEVICE_ID_HEADER = 'x-device-id';

export type Gate = DailyChestSettings['gate'];

const HOUR_MS = 60 * 60 * 1000;

/**
 * What still stands between the player and their first daily chest (issue 27: told to the player in the
 * Wall sidebar instead of a silent NOT_FOUND); null once the player may find daily chests.
 */
export type DailyChestLock = {
  /** When the account is old enough (its creation + minAccountAgeHours); null once it is. */
  accountOldEnoughAt: Date | null;
  /** Whether some activity is still needed: any one of the gate's activities is enough. */
  activityNeeded: boolean;
};

/** The gate asks for no activity at all when none counts (no XP, no missions, no verified e-mail). */
const asksForActivity = (gate: Gate) =>
  gate.minXpEarned > 0 || gate.minMissionsCompleted > 0 || gate.verifiedEmailCounts;

/** The gate's conditions the player has not met yet (age and activity); null when none is left. */
export async function dailyChestLock(
  db: Database,
  userId: string,
  gate: Gate,
  now: Date,
): Promise<DailyChestLock | null> {
  const [user] = await db
    .select({ createdAt: users.createdAt, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return { accountOldEnoughAt: null, activityNeeded: true };
  const oldEnoughAt = new Date(user.createdAt.getTime() + gate.minAccountAgeHours * HOUR_MS);
  const accountOldEnoughAt = now.getTime() < oldEnoughAt.getTime() ? oldEnoughAt : null;
  const activityNeeded = !(await hasActivity(db, userId, gate, user.emailVerifiedAt !== null));
  return accountOldEnoughAt || activityNeeded ? { accountOldEnoughAt, activityNeeded } : null;
}

async function hasActivity(
  db: Database,
  userId: string,
  gate: Gate,
  emailVerified: boolean,
): Promise<boolean> {
  if (!asksForActivity(gate)) return true;
  if (gate.verifiedEmailCounts && emailVerified) return true;
  if (gate.minXpEarned > 0) {
    const [xp] = await db
      .select({ total: sql<number>`coalesce(sum(${userBattlePasses.xp}), 0)::integer` })
      .from(userBattlePasses)
      .where(eq(userBattlePasses.userId, userId));
    if ((xp?.total ?? 0) >= gate.minXpEarned) return true;
  }
  if (gate.minMissionsCompleted === 0) return false;
  const [missions] = await db
    .select({ done: count() })
    .from(userMissions)
    .where(and(eq(userMissions.userId, userId), isNotNull(userMissions.completedAt)));
  return (missions?.done ?? 0) >= gate.minMissionsCompleted;
}

/** Whether the player may find a daily chest at all (age and activity). */
export async function isEligible(
  db: Database,
  userId: string,
  gate: Gate,
  now: Date,
): Promise<boolean> {
  return (await dailyChestLock(db, userId, gate, now)) === null;
}

export function requireDeviceId(deviceId: string | null): string {
  if (!deviceId) throw fingerprintMissing();
  return deviceId;
}

/**
 * Refuses with multi-accounting when other accounts already opened today's quota of daily chests from
 * this IP or device. Takes transaction-scoped advisory locks on both, so two accounts racing from one
 * IP are counted one after the other. Call inside the opening's transaction.
 */
export async function checkSourceLimits(
  tx: Database,
  source: { userId: string; ip: string; deviceId: string },
  gate: Gate,
  dayStart: Date,
): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`daily-chest-ip:${source.ip}`}, 0))`,
  );
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`daily-chest-device:${source.deviceId}`}, 0))`,
  );
  const others = async (
    column: typeof dailyChests.openedIp | typeof dailyChests.openedDeviceId,
    value: string,
  ) => {
    const [row] = await tx
      .select({ accounts: countDistinct(dailyChests.userId) })
      .from(dailyChests)
      .where(
        and(
          eq(column, value),
          gte(dailyChests.openedAt, dayStart),
          ne(dailyChests.userId, source.userId),
        ),
      );
    return row?.accounts ?? 0;
  };
  if ((await others(dailyChests.openedIp, source.ip)) >= gate.maxAccountsPerIpPerDay)
    throw multiAccounting();
  if (
    (await others(dailyChests.openedDeviceId, source.deviceId)) >= gate.maxAccountsPerDevicePerDay
  )
    throw multiAccounting();
}

export type DailyChestRateLimits = ReturnType<typeof createDailyChestRateLimits>;

/** Per-minute limits (rate-limiter-flexible; shared through Redis when configured). */
export function createDailyChestRateLimits(redis: Redis | null) {
  const limiters = new Map<string, RateLimiterMemory | RateLimiterRedis>();
  const limiter = (name: string, points: number) => {
    const id = `${name}:${points}`;
    let found = limiters.get(id);
    if (!found) {
      const options = { keyPrefix: `levelup-daily-chest-${name}`, points, duration: 60 };
      found = redis
        ? new RateLimiterRedis({
            ...options,
            storeClient: redis,
            insuranceLimiter: new RateLimiterMemory(options),
          })
        : new RateLimiterMemory(options);
      limiters.set(id, found);
    }
    return found;
  };
  const consume = async (name: string, points: number, key: string) => {
    try {
      await limiter(name, points).consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooManyRequests(error.msBeforeNext);
      throw error;
    }
  };
  return {
    search: (userId: string, gate: Gate) => consume('search', gate.searchesPerMinute, userId),
    open: (ip: string, gate: Gate) => consume('open', gate.opensPerMinutePerIp, ip),
  };
}
