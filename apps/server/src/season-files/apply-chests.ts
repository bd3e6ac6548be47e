// Applies chests.yaml: drop tables upserted by chest type, the daily and legendary chest settings by
// key. Every chest type must be a CHEST item and every line's item must exist; the daily chest's
// rarities must name tables of this file or of the database.
import { inArray } from 'drizzle-orm';
import { chestSettings, chestTables } from '#db/schema/chests.ts';
import { updateWhenChanged } from '#db/upsert.ts';
import { loadItemTypes, ReferenceCheck, type ApplyContext } from './apply-context.ts';
import type { ChestsFile } from './chests-file.ts';

export async function applyChests(context: ApplyContext, file: ChestsFile): Promise<void> {
  const check = new ReferenceCheck(context.source);
  const tables = Object.entries(file.tables);
  const known = await loadItemTypes(context.tx, [
    ...tables.map(([chestType]) => chestType),
    ...tables.flatMap(([, table]) => [
      ...table.lines.map((line) => line.itemKey),
      ...table.guaranteed.map((item) => item.itemKey),
      ...Object.keys(table.maxPerOpening),
    ]),
  ]);
  for (const [chestType, table] of tables) {
    check.item(known, ['tables', chestType], chestType, ['CHEST']);
    table.lines.forEach((line, index) =>
      check.item(known, ['tables', chestType, 'lines', index, 'itemKey'], line.itemKey),
    );
    table.guaranteed.forEach((item, index) =>
      check.item(known, ['tables', chestType, 'guaranteed', index, 'itemKey'], item.itemKey),
    );
    for (const itemKey of Object.keys(table.maxPerOpening))
      check.item(known, ['tables', chestType, 'maxPerOpening', itemKey], itemKey);
  }
  if (file.dailyChest) {
    const wanted = file.dailyChest.rarities.map((rarity) => rarity.chestType);
    const existing = new Set(
      (
        await context.tx
          .select({ chestType: chestTables.chestType })
          .from(chestTables)
          .where(inArray(chestTables.chestType, wanted))
      ).map((row) => row.chestType),
    );
    file.dailyChest.rarities.forEach((rarity, index) => {
      if (!(rarity.chestType in file.tables) && !existing.has(rarity.chestType))
        check.fail(
          ['dailyChest', 'rarities', index, 'chestType'],
          `no drop table for "${rarity.chestType}"`,
        );
    });
  }
  check.throwIfAny();

  if (tables.length > 0) {
    const written = await context.tx
      .insert(chestTables)
      .values(tables.map(([chestType, dropTable]) => ({ chestType, dropTable })))
      .onConflictDoUpdate({
        target: chestTables.chestType,
        ...updateWhenChanged(chestTables, ['dropTable']),
      })
      .returning({ chestType: chestTables.chestType });
    context.changes += written.length;
  }
  const settings = [
    ...(file.dailyChest ? [{ key: 'dailyChest', value: file.dailyChest }] : []),
    ...(file.legendaryChest ? [{ key: 'legendaryChest', value: file.legendaryChest }] : []),
  ];
  if (settings.length > 0) {
    const written = await context.tx
      .insert(chestSettings)
      .values(settings)
      .onConflictDoUpdate({
        target: chestSettings.key,
        ...updateWhenChanged(chestSettings, ['value']),
      })
      .returning({ key: chestSettings.key });
    context.changes += written.length;
  }
}
