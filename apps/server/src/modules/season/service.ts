// Season rules: which season a request means, and a season's levels with their rewards (spec 1 §3, §7).
import { isWhiteLabelGroup } from '@levelup/domain/season';
import type { Database } from '#db/client.ts';
import { invalidInput } from '#errors.ts';
import type { BattlePassLevel, Item } from '#generated/resolvers.ts';
import { currentSeason } from './current-season.ts';
import { loadItems, toItems } from './items.ts';
import { assembleLevels } from './levels.ts';
import type { BattlePassModel } from './models.ts';
import {
  findBattlePass,
  findBattlePassById,
  listCollectLogs,
  listGroupSeasons,
  listLevels,
  listSeasonGameAssets,
  listSeasonRewards,
  listSpecialMissions,
  type BattlePassRow,
} from './store.ts';

export type SeasonService = ReturnType<typeof createSeasonService>;

export function createSeasonService(db: Database, now: () => Date = () => new Date()) {
  /** Levels with both reward tracks, items, games and special missions: one round of parallel queries. */
  async function levels(battlePassId: number, viewerId: string | null): Promise<BattlePassLevel[]> {
    const [levelRows, rewards, assets, missions, logs] = await Promise.all([
      listLevels(db, battlePassId),
      listSeasonRewards(db, battlePassId),
      listSeasonGameAssets(db, battlePassId),
      listSpecialMissions(db, battlePassId),
      viewerId ? listCollectLogs(db, viewerId, battlePassId) : Promise.resolve([]),
    ]);
    const items = toItems(
      rewards.map((reward) => reward.item),
      assets,
    );
    const collectedAt = new Map(logs.map((log) => [log.rewardId, log.collectedAt]));
    return assembleLevels({ levels: levelRows, rewards, items, missions, collectedAt });
  }

  return {
    levels,

    /** A season by group and key, or the group's current season without a key. */
    async battlePass(group: string, key: string | null | undefined): Promise<BattlePassModel> {
      const row = key
        ? await findBattlePass(db, group, key)
        : currentSeason(await listGroupSeasons(db, group), now());
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
    ): Promise<BattlePassLevel[]> {
      const id = /^[1-9]\d{0,9}$/.test(battlePassId) ? Number(battlePassId) : Number.NaN;
      const row =
        Number.isSafeInteger(id) && id <= 2_147_483_647
          ? await findBattlePassById(db, id)
          : undefined;
      if (!row) throw invalidInput(`Unknown battle pass id "${battlePassId}".`);
      return levels(row.id, viewerId);
    },

    /** An item for reward details (spec 1 §7 "Item by itemKey"); unknown keys are invalid input. */
    async item(itemKey: string): Promise<Item> {
      const item = (await loadItems(db, [itemKey])).get(itemKey);
      if (!item) throw invalidInput(`Unknown item "${itemKey}".`);
      return item;
    },

    /** The XP item of a season, or null if the catalog lost it. */
    async xpItem(season: BattlePassModel): Promise<Item | null> {
      return (await loadItems(db, [season.xpItemKey])).get(season.xpItemKey) ?? null;
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
