// Season rules: which season a request means, and a season's levels with their rewards (spec 1 §3, §7).
import { isWhiteLabelGroup } from '@levelup/domain/season';
import type { Database } from '#db/client.ts';
import { invalidInput } from '#errors.ts';
import type { Item } from '#generated/resolvers.ts';
import { currentSeason } from './current-season.ts';
import { loadGames, loadItems, toItems } from './items.ts';
import { claimIdempotencyKey } from '#modules/progression/claims.ts';
import { codeIdsByGrantKey } from '#modules/rewards/code-pool-store.ts';
import { assembleLevels } from './levels.ts';
import type { BattlePassLevelModel, BattlePassModel } from './models.ts';
import { createSeasonCache } from './season-cache.ts';
import {
  listLevels,
  listSeasonGameAssets,
  listSeasonRewards,
  listSeasons,
  listSpecialMissions,
  prepareCollectLogs,
  type BattlePassRow,
} from './store.ts';

export type SeasonService = ReturnType<typeof createSeasonService>;

export type SeasonServiceOptions = {
  /** How long season data is kept between requests; 0 (the default) reads it every time. */
  cacheTtlMs?: number;
};

export function createSeasonService(
  db: Database,
  now: () => Date = () => new Date(),
  { cacheTtlMs = 0 }: SeasonServiceOptions = {},
) {
  // Season data changes only through `season apply` (issue 10 shared part 7): cached, and cleared by
  // forgetSeasonData when it announces a change.
  const cache = createSeasonCache(cacheTtlMs);
  const collectLogs = prepareCollectLogs(db);

  /** A season's levels, rewards, items and missions: one round of parallel queries. */
  async function loadSeasonData(battlePassId: number) {
    const [levelRows, rewards, assets, missions] = await Promise.all([
      listLevels(db, battlePassId),
      listSeasonRewards(db, battlePassId),
      listSeasonGameAssets(db, battlePassId),
      listSpecialMissions(db, battlePassId),
    ]);
    const items = toItems(
      rewards.map((reward) => reward.item),
      assets,
    );
    return { levels: levelRows, rewards, items, missions };
  }

  /** Every season (a handful of rows): looked up by group, key or id in memory. */
  const seasons = () => cache.get('seasons', () => listSeasons(db));
  const seasonData = (battlePassId: number) =>
    cache.get(`data:${battlePassId}`, () => loadSeasonData(battlePassId));

  /** Levels with both reward tracks, items, games, special missions and what the viewer collected. */
  async function levels(
    battlePassId: number,
    viewerId: string | null,
  ): Promise<BattlePassLevelModel[]> {
    if (!viewerId) {
      return cache.get(`levels:${battlePassId}`, async () =>
        assembleLevels({
          ...(await seasonData(battlePassId)),
          battlePassId,
          collectedAt: new Map(),
          codeIds: new Map(),
        }),
      );
    }
    const [data, logs, codes] = await Promise.all([
      seasonData(battlePassId),
      collectLogs(viewerId, battlePassId),
      // The viewer's own code ids of collected code rewards (issue 12 Build 9).
      codeIdsByGrantKey(db, viewerId, { prefix: claimIdempotencyKey(viewerId, '') }),
    ]);
    const collectedAt = new Map(logs.map((log) => [log.rewardId, log.collectedAt]));
    const codeIds = new Map(
      logs.map((log) => [
        log.rewardId,
        codes.get(claimIdempotencyKey(viewerId, log.rewardId)) ?? [],
      ]),
    );
    return assembleLevels({ ...data, battlePassId, collectedAt, codeIds });
  }

  return {
    levels,

    /** Drops every cached season (after `season apply`, on this or another instance). */
    forgetSeasonData: cache.clear,

    /**
     * Other season data (challenges and missions, issue 11) kept in the same cache, so `season apply`
     * clears it too; null when caching is off (every read goes to the database).
     */
    seasonDataCache: cacheTtlMs > 0 ? cache : null,

    /** A season by group and key, or the group's current season without a key. */
    async battlePass(group: string, key: string | null | undefined): Promise<BattlePassModel> {
      const ofGroup = (await seasons()).filter((season) => season.group === group);
      const row = key
        ? ofGroup.find((season) => season.key === key)
        : currentSeason(ofGroup, now());
      if (!row) {
        throw invalidInput(
          key
            ? `Unknown battle pass season "${key}" in group "${group}".`
            : `Unknown battle pass group "${group}".`,
        );
      }
      return toBattlePassModel(row);
    },

    /** Levels of a season by its id (spec 1 §7 "Battle pass levels"). */
    async levelsOfSeasonId(
      battlePassId: string,
      viewerId: string | null,
    ): Promise<BattlePassLevelModel[]> {
      const id = /^[1-9]\d{0,9}$/.test(battlePassId) ? Number(battlePassId) : Number.NaN;
      const row = (await seasons()).find((season) => season.id === id);
      if (!row) throw invalidInput(`Unknown battle pass id "${battlePassId}".`);
      return levels(row.id, viewerId);
    },

    /** An item for reward details (spec 1 §7 "Item by itemKey"); unknown keys are invalid input. */
    async item(itemKey: string): Promise<Item> {
      const item = (await loadItems(db, [itemKey])).get(itemKey);
      if (!item) throw invalidInput(`Unknown item "${itemKey}".`);
      return item;
    },

    /** The game catalogue (spec 1 §2 /games); it changes only through `season apply`. */
    games: () => cache.get('games', () => loadGames(db)),

    /** The XP item of a season, or null if the catalog lost it. */
    async xpItem(season: BattlePassModel): Promise<Item | null> {
      const key = season.xpItemKey;
      return (await cache.get(`item:${key}`, () => loadItems(db, [key]))).get(key) ?? null;
    },
  };
}

function toBattlePassModel(row: BattlePassRow): BattlePassModel {
  return {
    id: row.id,
    name: row.name,
    key: row.key,
    slug: row.slug,
    season: row.season,
    group: row.group,
    isWhiteLabel: isWhiteLabelGroup(row.group),
    seasonStartDate: row.seasonStartDate,
    seasonEndDate: row.seasonEndDate,
    noOfLevels: row.noOfLevels,
    theme: row.theme,
    emailTemplateId: row.emailTemplateId,
    avaxPass: row.avaxPass,
    xpItemKey: row.xpItemKey,
    xpBoosters: row.xpBoosters,
    premiumPassItemKey: row.premiumPassItemKey,
    supportedWalletIds: row.supportedWalletIds,
  };
}
