// seasons/catalog.yaml: the games and items every other file refers to (spec 1 §3 "Reward").
import { z } from 'zod';
import { imagePathSchema, itemKeySchema, slugSchema } from './fields.ts';

export const itemTypes = [
  'IN_GAME_ITEM',
  'CURRENCY',
  'PLAYPOINT',
  'REDEEMABLE_CODE',
  'BATTLE_PASS_XP',
  'WHITE_LABEL_BATTLE_PASS_XP',
  'XP_BOOSTER',
  'PREMIUM_PASS',
  'CHEST',
] as const;

const gameSchema = z.strictObject({
  id: slugSchema,
  name: z.string().min(1),
  /** Asset key -> value; THUMBNAIL is the game's image path. */
  assets: z.record(z.string().regex(/^[A-Z_]+$/), z.string().min(1)),
});

const itemSchema = z.strictObject({
  itemKey: itemKeySchema,
  type: z.enum(itemTypes),
  name: z.string().min(1),
  description: z.string().min(1).optional(),
  imagePath: imagePathSchema,
  gameId: slugSchema.optional(),
});

export const catalogFileSchema = z.strictObject({
  kind: z.literal('catalog'),
  games: z.array(gameSchema).default([]),
  items: z.array(itemSchema).default([]),
});

export type CatalogFile = z.infer<typeof catalogFileSchema>;
