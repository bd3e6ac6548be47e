// Items with their game and the game's assets (spec 1 §3 Reward "item"; THUMBNAIL assets).
import type { Database } from '#db/client.ts';
import type { Game, Item } from '#generated/resolvers.ts';
import { listGameAssets, listGames, listItems } from './store.ts';

export type ItemRow = {
  itemKey: string;
  type: Item['type'];
  name: string;
  description: string | null;
  imagePath: string | null;
  gameId: string | null;
  gameName: string | null;
};

export type GameAssetRow = { gameId: string; assetKey: string; assetValue: string };

/** Items by key, each with its game and that game's assets. */
export function toItems(
  rows: readonly ItemRow[],
  assets: readonly GameAssetRow[],
): Map<string, Item> {
  const assetsByGame = new Map<string, { assetKey: string; assetValue: string }[]>();
  for (const { gameId, assetKey, assetValue } of assets) {
    assetsByGame.set(gameId, [...(assetsByGame.get(gameId) ?? []), { assetKey, assetValue }]);
  }
  return new Map(
    rows.map((row) => [
      row.itemKey,
      {
        itemKey: row.itemKey,
        type: row.type,
        name: row.name,
        description: row.description,
        imagePath: row.imagePath,
        game:
          row.gameId && row.gameName
            ? { id: row.gameId, name: row.gameName, assets: assetsByGame.get(row.gameId) ?? [] }
            : null,
      },
    ]),
  );
}

/** Loads the items of the given keys in two queries; unknown keys are absent from the map. */
export async function loadItems(
  db: Database,
  itemKeys: Iterable<string>,
): Promise<Map<string, Item>> {
  const rows = await listItems(db, [...new Set(itemKeys)]);
  const gameIds = [...new Set(rows.flatMap((row) => (row.gameId ? [row.gameId] : [])))];
  return toItems(rows, await listGameAssets(db, gameIds));
}

/** The game catalogue with each game's assets, in two queries. */
export async function loadGames(db: Database): Promise<Game[]> {
  const rows = await listGames(db);
  const assets = await listGameAssets(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    assets: assets
      .filter((asset) => asset.gameId === row.id)
      .map(({ assetKey, assetValue }) => ({ assetKey, assetValue })),
  }));
}
