// Games and items: the catalog every reward, shop item and season points at (spec 1 §3 "Reward").
import { pgTable, text, integer, unique, pgEnum, timestamp } from 'drizzle-orm/pg-core';

/** spec 1 §3 Reward: item types (XP, booster, pass and chest items are types of their own). */
export const itemType = pgEnum('item_type', [
  'IN_GAME_ITEM',
  'CURRENCY',
  'PLAYPOINT',
  'REDEEMABLE_CODE',
  'BATTLE_PASS_XP',
  'WHITE_LABEL_BATTLE_PASS_XP',
  'XP_BOOSTER',
  'PREMIUM_PASS',
  'CHEST',
]);

export const games = pgTable('games', {
  /** Natural key from the catalog file, e.g. "starforge-arena". */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Game assets; THUMBNAIL assets carry an image path in asset_value (spec 1 §3 Reward). */
export const gameAssets = pgTable(
  'game_assets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    assetKey: text('asset_key').notNull(),
    assetValue: text('asset_value').notNull(),
  },
  (table) => [unique('game_assets_game_key').on(table.gameId, table.assetKey)],
);

export const items = pgTable('items', {
  itemKey: text('item_key').primaryKey(),
  type: itemType('type').notNull(),
  name: text('name').notNull(),
  description: text('description'),
  imagePath: text('image_path'),
  gameId: text('game_id').references(() => games.id, { onDelete: 'restrict' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
