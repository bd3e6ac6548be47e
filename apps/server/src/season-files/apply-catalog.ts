// Applies catalog.yaml: games (with their assets) and items, upserted by natural key.
import { and, inArray, sql } from 'drizzle-orm';
import { gameAssets, games, items } from '#db/schema/catalog.ts';
import { updateWhenChanged } from '#db/upsert.ts';
import { ReferenceCheck, type ApplyContext } from './apply-context.ts';
import type { CatalogFile } from './catalog-file.ts';

export async function applyCatalog(context: ApplyContext, file: CatalogFile): Promise<void> {
  const { tx } = context;
  if (file.games.length > 0) {
    const written = await tx
      .insert(games)
      .values(file.games.map(({ id, name }) => ({ id, name })))
      .onConflictDoUpdate({ target: games.id, ...updateWhenChanged(games, ['name']) })
      .returning({ id: games.id });
    context.changes += written.length;
    await applyGameAssets(context, file.games);
  }

  const check = new ReferenceCheck(context.source);
  const gameIds = new Set((await tx.select({ id: games.id }).from(games)).map((row) => row.id));
  file.items.forEach((item, index) => {
    if (item.gameId && !gameIds.has(item.gameId))
      check.fail(['items', index, 'gameId'], `unknown game "${item.gameId}"`);
  });
  check.throwIfAny();

  if (file.items.length > 0) {
    const written = await tx
      .insert(items)
      .values(
        file.items.map((item) => ({
          itemKey: item.itemKey,
          type: item.type,
          name: item.name,
          description: item.description ?? null,
          imagePath: item.imagePath,
          gameId: item.gameId ?? null,
        })),
      )
      .onConflictDoUpdate({
        target: items.itemKey,
        ...updateWhenChanged(items, ['type', 'name', 'description', 'imagePath', 'gameId']),
      })
      .returning({ itemKey: items.itemKey });
    context.changes += written.length;
  }
}

/** A listed game's assets become exactly those of the file. */
async function applyGameAssets(
  context: ApplyContext,
  fileGames: CatalogFile['games'],
): Promise<void> {
  const rows = fileGames.flatMap((game) =>
    Object.entries(game.assets).map(([assetKey, assetValue]) => ({
      gameId: game.id,
      assetKey,
      assetValue,
    })),
  );
  if (rows.length > 0) {
    const written = await context.tx
      .insert(gameAssets)
      .values(rows)
      .onConflictDoUpdate({
        target: [gameAssets.gameId, gameAssets.assetKey],
        ...updateWhenChanged(gameAssets, ['assetValue']),
      })
      .returning({ id: gameAssets.id });
    context.changes += written.length;
  }
  const kept = rows.map((row) => sql`(${row.gameId}, ${row.assetKey})`);
  const removed = await context.tx
    .delete(gameAssets)
    .where(
      and(
        inArray(
          gameAssets.gameId,
          fileGames.map((game) => game.id),
        ),
        kept.length > 0
          ? sql`(${gameAssets.gameId}, ${gameAssets.assetKey}) NOT IN (${sql.join(kept, sql`, `)})`
          : undefined,
      ),
    )
    .returning({ id: gameAssets.id });
  context.changes += removed.length;
}
