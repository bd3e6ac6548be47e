// Chests of the signed-in player and their odds (issue 12; spec 2 §3, §4, §5, §7): opening a chest item,
// buying the legendary chest with Gold, the daily chest (daily-chest.ts), the daily rewards pool and
// the seed commitments of verifiable rolls. Every opening is one transaction under the player lock,
// fenced to the request's Idempotency-Key (player-transactions.ts).
import type Redis from 'ioredis';
import type { CaptchaGuard } from '#captcha/captcha-guard.ts';
import type { Database } from '#db/client.ts';
import { AppError, invalidInput } from '#errors.ts';
import type {
  ChestOdds,
  ChestOpening,
  ChestSeedPeriod,
  DailyRewardsPool,
  LegendaryChestPrice,
  RewardItem,
} from '#generated/resolvers.ts';
import { requireViewerId } from '#modules/accounts/require-viewer.ts';
import { LedgerReason } from '#modules/progression/messages.ts';
import { createPlayerTransactions } from '#modules/progression/player-transactions.ts';
import { loadItems } from '#modules/season/items.ts';
import type { SiteService } from '#modules/site/service.ts';
import type { PlayerEvents } from '#realtime/player-events.ts';
import { countOpenedDailyChests } from './daily-chest-store.ts';
import { createDailyChest } from './daily-chest.ts';
import { createDailyChestRateLimits } from './daily-chest-gate.ts';
import { legendaryChestDisabled } from './messages.ts';
import { openInTransaction } from './open.ts';
import {
  ensureSeedPeriod,
  listSeedPeriods,
  nextPeriod,
  periodOf,
  periodStart,
  publicSeedPeriod,
} from './seeds.ts';
import {
  dailyChestSettings,
  findChestTable,
  findChestTables,
  legendaryChestSettings,
  listOpenings,
  type OpeningWithHash,
} from './store.ts';
import {
  mergeDailyDrops,
  mergeDailyTotals,
  tableItemKeys,
  toChestOdds,
  toChestOpening,
} from './views.ts';

/** The legendary chest's drop table (spec 2 §4 Legendary chest purchase). */
export const LEGENDARY_CHEST = 'LEGENDARY_CHEST';

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export type ChestsService = ReturnType<typeof createChestsService>;

export function createChestsService({
  db,
  events,
  site,
  captcha,
  redis,
  now = () => new Date(),
}: {
  db: Database;
  events: PlayerEvents;
  site: SiteService;
  captcha: CaptchaGuard;
  redis: Redis | null;
  now?: () => Date;
}) {
  const transactions = createPlayerTransactions({ db, events, now });
  const items = (keys: Iterable<string>) => loadItems(db, keys);
  const dailyChest = createDailyChest({
    db,
    transactions,
    captcha,
    rateLimits: createDailyChestRateLimits(redis),
    loadItems: items,
    now,
  });

  const viewOpening = async (opening: OpeningWithHash): Promise<ChestOpening> =>
    toChestOpening(opening, await items(opening.rewards.map((reward) => reward.itemKey)));

  return {
    ...dailyChest,

    /** spec 2 §3 chest odds, shown before opening or buying; null for an unknown chest type. */
    async chestOdds(chestType: string): Promise<ChestOdds | null> {
      const table = await findChestTable(db, chestType);
      if (!table) return null;
      return toChestOdds(chestType, table, await items([chestType, ...tableItemKeys(table)]));
    },

    /** spec 2 §7 Get legendary chest price (spec 2 §3: price; always Gold). */
    async legendaryChestPrice(): Promise<LegendaryChestPrice> {
      const { price } = await legendaryChestSettings(db);
      return { price, currency: 'GOLD' };
    },

    /** The sidebar's daily rewards pool: today's daily chest drops, their totals (issue 27), openings. */
    async dailyRewardsPool(): Promise<DailyRewardsPool> {
      const day = periodOf(now());
      const settings = await dailyChestSettings(db);
      const tables = await findChestTables(
        db,
        settings.rarities.map((rarity) => rarity.chestType),
      );
      const known = await items([...tables.values()].flatMap(tableItemKeys));
      return {
        day,
        openedCount: await countOpenedDailyChests(db, periodStart(day)),
        drops: mergeDailyDrops(settings.rarities, tables, known),
        ...mergeDailyTotals(settings.rarities, tables, known),
      };
    },

    /**
     * Seed commitments, newest first. Today's and tomorrow's are made on the way, so a period's hash
     * is public before the period begins; the seed shows once the period is over.
     */
    async chestSeedPeriods(limit: number | null | undefined): Promise<ChestSeedPeriod[]> {
      const at = now();
      const today = periodOf(at);
      await ensureSeedPeriod(db, today);
      await ensureSeedPeriod(db, nextPeriod(today));
      const rows = await listSeedPeriods(db, nextPeriod(today), clamp(limit ?? 7, 1, 60));
      return rows.map((row) => publicSeedPeriod(row, at));
    },

    async myChestOpenings(
      viewerId: string | null,
      limit: number | null | undefined,
      offset: number | null | undefined,
    ): Promise<ChestOpening[]> {
      const userId = requireViewerId(viewerId);
      const rows = await listOpenings(
        db,
        userId,
        clamp(limit ?? 20, 1, 100),
        Math.max(0, offset ?? 0),
      );
      const known = await items(rows.flatMap((row) => row.rewards.map((reward) => reward.itemKey)));
      return rows.map((row) => toChestOpening(row, known));
    },

    /** Opens one CHEST item the player holds (insufficient-balance when none). */
    async openChest(viewerId: string | null, itemKey: string): Promise<ChestOpening> {
      const userId = requireViewerId(viewerId);
      const table = await findChestTable(db, itemKey);
      if (!table) throw invalidInput(`${itemKey.slice(0, 40) || 'This item'} is not a chest.`);
      const seedPeriod = await ensureSeedPeriod(db, periodOf(now()));
      const opening = await transactions.asPlayer(userId, (scope) =>
        openInTransaction(scope, {
          userId,
          chestType: itemKey,
          table,
          source: 'item',
          seedPeriod,
          payment: { currency: itemKey, amount: 1, reason: LedgerReason.chestOpened },
        }),
      );
      return viewOpening(opening);
    },

    /**
     * spec 2 §7 Buy legendary chest (§4, §5 needs sign-in and enough gold): the flag's notice, the
     * price debited in Gold (insufficient-balance, which the web shows as YOU DON'T HAVE ENOUGH GOLD)
     * and the LEGENDARY_CHEST table rolled and granted, in one transaction.
     */
    async buyLegendaryChest(viewerId: string | null): Promise<RewardItem[]> {
      const userId = requireViewerId(viewerId);
      if ((await site.featureFlags()).legendaryChestDisabled) throw legendaryChestDisabled();
      const { price } = await legendaryChestSettings(db);
      const table = await findChestTable(db, LEGENDARY_CHEST);
      if (!table) throw new AppError('invalid-configuration', 'No legendary chest drop table.');
      const seedPeriod = await ensureSeedPeriod(db, periodOf(now()));
      const opening = await transactions.asPlayer(userId, (scope) =>
        openInTransaction(scope, {
          userId,
          chestType: LEGENDARY_CHEST,
          table,
          source: 'legendary',
          seedPeriod,
          payment: { currency: 'GOLD', amount: price, reason: LedgerReason.legendaryChestPurchase },
        }),
      );
      return (await viewOpening(opening)).rewards;
    },
  };
}
