// Drizzle queries of the season module. A season's levels, rewards, items and games load in a fixed
// handful of queries whatever the number of levels (no query per level or per reward).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { gameAssets, games, items } from '#db/schema/catalog.ts';
import { rewardCollectLogs } from '#db/schema/reward-collect-logs.ts';
import { battlePasses, battlePassLevels, rewards, specialMissions } from '#db/schema/season.ts';

export type BattlePassRow = typeof battlePasses.$inferSelect;

export async function findBattlePassById(
  db: Database,
  id: number,
): Promise<BattlePassRow | undefined> {
  const [row] = await db.select().from(battlePasses).where(eq(battlePasses.id, id));
  return row;
}

/** Every season, oldest start first: a handful of rows, kept whole by the season cache. */
export function listSeasons(db: Database): Promise<BattlePassRow[]> {
  return db
    .select()
    .from(battlePasses)
    .orderBy(asc(battlePasses.seasonStartDate), asc(battlePasses.season));
}

export function listLevels(db: Database, battlePassId: number) {
  return db
    .select({
      id: battlePassLevels.id,
      level: battlePassLevels.level,
      requiredXp: battlePassLevels.requiredXp,
    })
    .from(battlePassLevels)
    .where(eq(battlePassLevels.battlePassId, battlePassId))
    .orderBy(asc(battlePassLevels.level));
}

/** The item columns every item query selects, with the item's game name. */
const itemColumns = {
  itemKey: items.itemKey,
  type: items.type,
  name: items.name,
  description: items.description,
  imagePath: items.imagePath,
  gameId: games.id,
  gameName: games.name,
};

/** The battle pass level ids of a season, as a subquery. */
function seasonLevelIds(db: Database, battlePassId: number) {
  return db
    .select({ id: battlePassLevels.id })
    .from(battlePassLevels)
    .where(eq(battlePassLevels.battlePassId, battlePassId));
}

/** All rewards of a season with their items, both tracks, in level, track and position order. */
export function listSeasonRewards(db: Database, battlePassId: number) {
  return db
    .select({
      id: rewards.id,
      levelId: rewards.battlePassLevelId,
      track: rewards.track,
      itemKey: rewards.itemKey,
      amount: rewards.amount,
      metadata: rewards.metadata,
      item: itemColumns,
    })
    .from(rewards)
    .innerJoin(battlePassLevels, eq(battlePassLevels.id, rewards.battlePassLevelId))
    .innerJoin(items, eq(items.itemKey, rewards.itemKey))
    .leftJoin(games, eq(games.id, items.gameId))
    .where(eq(battlePassLevels.battlePassId, battlePassId))
    .orderBy(asc(battlePassLevels.level), asc(rewards.track), asc(rewards.position));
}

/** Assets of every game a season's rewards belong to. */
export function listSeasonGameAssets(db: Database, battlePassId: number) {
  const seasonGames = db
    .select({ gameId: items.gameId })
    .from(rewards)
    .innerJoin(items, eq(items.itemKey, rewards.itemKey))
    .where(inArray(rewards.battlePassLevelId, seasonLevelIds(db, battlePassId)));
  return db
    .select({
      gameId: gameAssets.gameId,
      assetKey: gameAssets.assetKey,
      assetValue: gameAssets.assetValue,
    })
    .from(gameAssets)
    .where(inArray(gameAssets.gameId, seasonGames))
    .orderBy(asc(gameAssets.gameId), asc(gameAssets.assetKey));
}

export function listSpecialMissions(db: Database, battlePassId: number) {
  return db.select().from(specialMissions).where(eq(specialMissions.battlePassId, battlePassId));
}

/**
 * When the player collected which rewards of a season: the one query of the battle pass page that
 * stays per player, so a named (prepared) statement that PostgreSQL plans once per connection.
 */
export function prepareCollectLogs(db: Database) {
  const query = db
    .select({ rewardId: rewardCollectLogs.rewardId, collectedAt: rewardCollectLogs.collectedAt })
    .from(rewardCollectLogs)
    .innerJoin(rewards, eq(rewards.id, rewardCollectLogs.rewardId))
    .innerJoin(battlePassLevels, eq(battlePassLevels.id, rewards.battlePassLevelId))
    .where(
      and(
        eq(rewardCollectLogs.userId, sql.placeholder('userId')),
        eq(battlePassLevels.battlePassId, sql.placeholder('battlePassId')),
      ),
    )
    .prepare('season_collect_logs');
  return (userId: string, battlePassId: number) => query.execute({ userId, battlePassId });
}

/** Items by key with their game's name; assets come from listGameAssets. */
export function listItems(db: Database, itemKeys: string[]) {
  if (itemKeys.length === 0) return Promise.resolve([]);
  return db
    .select(itemColumns)
    .from(items)
    .leftJoin(games, eq(games.id, items.gameId))
    .where(inArray(items.itemKey, itemKeys));
}

/** The game catalogue (spec 1 §2 /games), by name. */
export function listGames(db: Database) {
  return db.select({ id: games.id, name: games.name }).from(games).orderBy(asc(games.name));
}

export function listGameAssets(db: Database, gameIds: string[]) {
  if (gameIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      gameId: gameAssets.gameId,
      assetKey: gameAssets.assetKey,
      assetValue: gameAssets.assetValue,
    })
    .from(gameAssets)
    .where(inArray(gameAssets.gameId, gameIds))
    .orderBy(asc(gameAssets.assetKey));
}
