// The daily chest (spec 2 §4 Daily chest, §7 Search daily chest, §9 available again 1 day after
// opening), with the server in charge (issue 12 Build 4).
//
// A player's daily chests are numbered 1, 2, 3…. Chest n is drawn at the player's first search after
// chest n-1 became available again: its feed position (0-based, in chests.yaml positionMin..positionMax)
// and its rarity (a weighted pick of chests.yaml rarities, i.e. the table it rolls) derive from the
// seed of that UTC day and `${userId}:daily-chest:${n}` (@levelup/domain/chest-rolls), so both are
// verifiable once the day's seed is revealed. Each search adds fetchCount (posts scrolled since the
// client's last checkpoint, at most maxFetchCount per call); the chest is FOUND once the posts scrolled
// pass its position (scrolled > position). Opening it is once per chest (a conditional update under the
// player lock, and the unique daily_chest_id of chest_openings). The "day" of a daily chest is thus not
// the calendar day: chest n+1 can be found from openedAt + 1 day (nextChestAt), as spec 2 §9 says.
import { drawDailyChest } from '@levelup/domain/chest-rolls';
import type { CaptchaGuard } from '#captcha/captcha-guard.ts';
import type { Database } from '#db/client.ts';
import { AppError, invalidInput } from '#errors.ts';
import type { ChestOpening, DailyChest, DailyChestUnlock, Item } from '#generated/resolvers.ts';
import type { ClientRequest } from '#graphql/context.ts';
import { requireViewerId } from '#modules/accounts/require-viewer.ts';
import type { PlayerTransactions } from '#modules/progression/player-transactions.ts';
import { ipKey } from '#rate-limit/ip-key.ts';
import {
  addScrolled,
  findLatestDailyChest,
  insertDailyChest,
  markDailyChestOpened,
  type DailyChestRow,
} from './daily-chest-store.ts';
import {
  checkSourceLimits,
  dailyChestLock,
  isEligible,
  requireDeviceId,
  type DailyChestLock,
  type DailyChestRateLimits,
  type Gate,
} from './daily-chest-gate.ts';
import { dailyChestNotFound } from './messages.ts';
import { openInTransaction } from './open.ts';
import { ensureSeedPeriod, periodOf, periodStart, seedHmac } from './seeds.ts';
import { dailyChestSettings, findChestTable } from './store.ts';
import { toChestOpening } from './views.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** spec 2 §9: the next daily chest can be found 1 day after opening. */
export const nextChestAt = (openedAt: Date) => new Date(openedAt.getTime() + DAY_MS);

const seconds = (from: Date, to: Date) =>
  Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000));

const NOT_FOUND: DailyChest = { status: 'NOT_FOUND' };

/** issue 27: the gate's conditions left, with the gate's data the player needs to read them. */
export const dailyChestUnlock = (lock: DailyChestLock, gate: Gate): DailyChestUnlock => ({
  accountOldEnoughAt: lock.accountOldEnoughAt,
  activityNeeded: lock.activityNeeded,
  minXpEarned: gate.minXpEarned,
  minMissionsCompleted: gate.minMissionsCompleted,
  verifiedEmailCounts: gate.verifiedEmailCounts,
});

/** The chest as the player sees it now. */
export function dailyChestView(row: DailyChestRow | null, now: Date): DailyChest {
  if (!row) return NOT_FOUND;
  if (row.openedAt) {
    const next = nextChestAt(row.openedAt);
    if (now.getTime() >= next.getTime()) return NOT_FOUND;
    return {
      status: 'OPENED',
      rarity: row.rarity,
      position: row.position,
      totalSessionTime: row.foundAt ? seconds(row.firstSearchAt, row.foundAt) : null,
      openedAt: row.openedAt,
      nextChestAt: next,
    };
  }
  if (!row.foundAt) return NOT_FOUND;
  return {
    status: 'FOUND',
    rarity: row.rarity,
    position: row.position,
    totalSessionTime: seconds(row.firstSearchAt, row.foundAt),
  };
}

export function createDailyChest({
  db,
  transactions,
  captcha,
  rateLimits,
  loadItems,
  now,
}: {
  db: Database;
  transactions: PlayerTransactions;
  captcha: CaptchaGuard;
  rateLimits: DailyChestRateLimits;
  loadItems: (keys: Iterable<string>) => Promise<Map<string, Item>>;
  now: () => Date;
}) {
  return {
    async dailyChest(viewerId: string | null): Promise<DailyChest | null> {
      if (!viewerId) return null;
      const at = now();
      const latest = await findLatestDailyChest(db, viewerId);
      // A player with a chest drawn passed the gate (age and activity only grow): issue 27 tells the
      // others what unlocks their first chest.
      if (latest) return dailyChestView(latest, at);
      const { gate } = await dailyChestSettings(db);
      const lock = await dailyChestLock(db, viewerId, gate, at);
      return lock ? { ...NOT_FOUND, unlock: dailyChestUnlock(lock, gate) } : NOT_FOUND;
    },

    async searchDailyChest(
      viewerId: string | null,
      fetchCount: number,
      client: ClientRequest,
    ): Promise<DailyChest> {
      const userId = requireViewerId(viewerId);
      if (!Number.isSafeInteger(fetchCount) || fetchCount < 0)
        throw invalidInput('fetchCount must be a whole number of posts, 0 or more.');
      requireDeviceId(client.deviceId);
      const settings = await dailyChestSettings(db);
      await rateLimits.search(userId, settings.gate);
      const at = now();
      // The gate (see daily-chest-gate.ts): an ineligible player never finds a chest; the answer says
      // what unlocks the first one (issue 27).
      const lock = await dailyChestLock(db, userId, settings.gate, at);
      if (lock) return { ...NOT_FOUND, unlock: dailyChestUnlock(lock, settings.gate) };
      const seedPeriod = await ensureSeedPeriod(db, periodOf(at));
      const counted = Math.min(fetchCount, settings.maxFetchCount);
      return transactions.asPlayer(userId, async ({ tx }) => {
        const latest = await findLatestDailyChest(tx, userId);
        const current = dailyChestView(latest, at);
        if (latest && current.status !== 'NOT_FOUND') return current;
        let row = latest && !latest.openedAt ? latest : null;
        if (!row) {
          const sequence = (latest?.sequence ?? 0) + 1;
          const draw = drawDailyChest(seedHmac(seedPeriod.seed), {
            userId,
            sequence,
            positionMin: settings.positionMin,
            positionMax: settings.positionMax,
            rarities: settings.rarities,
          });
          row = await insertDailyChest(tx, {
            userId,
            sequence,
            period: seedPeriod.period,
            position: draw.position,
            rarity: draw.rarity,
            firstSearchAt: at,
          });
        }
        return dailyChestView(await addScrolled(tx, row.id, counted, at), at);
      });
    },

    async openDailyChest(viewerId: string | null, client: ClientRequest): Promise<ChestOpening> {
      const userId = requireViewerId(viewerId);
      const deviceId = requireDeviceId(client.deviceId);
      const ip = ipKey(client.ip);
      const settings = await dailyChestSettings(db);
      await rateLimits.open(ip, settings.gate);
      await captcha.check('daily-chest', { token: client.captchaToken, ip: client.ip });
      const at = now();
      if (!(await isEligible(db, userId, settings.gate, at))) throw dailyChestNotFound();
      const seedPeriod = await ensureSeedPeriod(db, periodOf(at));
      const opening = await transactions.asPlayer(userId, async (scope) => {
        const latest = await findLatestDailyChest(scope.tx, userId);
        if (!latest?.foundAt || latest.openedAt) throw dailyChestNotFound();
        await checkSourceLimits(
          scope.tx,
          { userId, ip, deviceId },
          settings.gate,
          periodStart(seedPeriod.period),
        );
        const opened = await markDailyChestOpened(scope.tx, latest.id, {
          at: scope.now,
          ip,
          deviceId,
        });
        if (!opened) throw dailyChestNotFound();
        const table = await findChestTable(scope.tx, opened.rarity);
        if (!table)
          throw new AppError('invalid-configuration', `No drop table for ${opened.rarity}.`);
        return openInTransaction(scope, {
          userId,
          chestType: opened.rarity,
          table,
          source: 'daily',
          seedPeriod,
          payment: null,
          dailyChestId: opened.id,
        });
      });
      const items = await loadItems([...opening.rewards.map((reward) => reward.itemKey)]);
      return toChestOpening(opening, items);
    },
  };
}
