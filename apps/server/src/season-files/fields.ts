// Field schemas shared by the data files (seasons, catalog, shop, site, mints).
import { z } from 'zod';

/** An item key as the catalog writes it: upper snake case, e.g. BATTLE_PASS_XP_BOOSTER_7D. */
export const itemKeySchema = z.string().regex(/^[A-Z][A-Z0-9_]*$/, 'must be UPPER_SNAKE_CASE');

/** A lower kebab-case natural key, e.g. starforge-arena. */
export const slugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-kebab-case');

/** A path served by the server, e.g. /images/items/gold.svg. */
export const imagePathSchema = z
  .string()
  .regex(/^\/images\/[\w./-]+\.(svg|png|webp|jpg)$/, 'must be an /images/... path');

/** An ISO 8601 instant with an offset, e.g. 2026-11-01T00:00:00Z; YAML leaves it a string. */
export const instantSchema = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

/** A CSS colour written as #rgb or #rrggbb. */
export const colourSchema = z
  .string()
  .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'must be a #rrggbb colour');

export const positiveInt = z.number().int().positive();
