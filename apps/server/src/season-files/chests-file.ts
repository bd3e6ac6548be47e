// seasons/chests.yaml: what every chest type can give (spec 1 §3 chest types, spec 2 §3 daily chest
// and legendary chest price, §4 daily chest), the daily chest's settings (where it hides in the feed,
// its rarities, the anti-farming gate of issue 12 Build 4) and the legendary chest's price in Gold.
import { z } from 'zod';
import { itemKeySchema, positiveInt } from './fields.ts';

const lineSchema = z
  .strictObject({
    itemKey: itemKeySchema,
    minAmount: positiveInt,
    maxAmount: positiveInt,
    weight: positiveInt,
    /** The most of this line all openings of a UTC day may give together (rare lines). */
    periodCap: positiveInt.optional(),
  })
  .refine((line) => line.minAmount <= line.maxAmount, {
    message: 'must be at least minAmount',
    path: ['maxAmount'],
  });

const tableSchema = z
  .strictObject({
    /** How many weighted rolls one opening makes. */
    rolls: positiveInt,
    lines: z.array(lineSchema).min(1),
    guaranteed: z
      .array(z.strictObject({ itemKey: itemKeySchema, amount: positiveInt }))
      .default([]),
    /** Item key -> the most one opening may give of it. */
    maxPerOpening: z.record(itemKeySchema, positiveInt).default({}),
  })
  .superRefine((table, context) => {
    // Without an uncapped line a table could run dry; say so rather than give empty openings.
    const capped = (itemKey: string) => table.maxPerOpening[itemKey] !== undefined;
    if (table.lines.every((line) => line.periodCap !== undefined || capped(line.itemKey)))
      context.addIssue({
        code: 'custom',
        path: ['lines'],
        message: 'needs at least one line without periodCap or maxPerOpening',
      });
  });

export const dailyChestSettingsSchema = z
  .strictObject({
    /** spec 2 §4: the chest hides at a feed index (0-based) drawn in this inclusive range. */
    positionMin: z.number().int().min(0),
    positionMax: z.number().int().min(0),
    /** The daily chest's rarity is a weighted pick of these tables. */
    rarities: z.array(z.strictObject({ chestType: itemKeySchema, weight: positiveInt })).min(1),
    /** The most posts one search may count (a client cannot claim to have scrolled 10,000). */
    maxFetchCount: positiveInt,
    gate: z.strictObject({
      /** Accounts younger than this never find a daily chest. */
      minAccountAgeHours: z.number().min(0),
      /** Activity: any one of these is enough (XP of any season, missions completed, a verified e-mail). */
      minXpEarned: z.number().int().min(0),
      minMissionsCompleted: z.number().int().min(0),
      verifiedEmailCounts: z.boolean(),
      /** Different accounts that may open a daily chest from one IP / one device per UTC day. */
      maxAccountsPerIpPerDay: positiveInt,
      maxAccountsPerDevicePerDay: positiveInt,
      /** Rate limits per player and per IP, per minute. */
      searchesPerMinute: positiveInt,
      opensPerMinutePerIp: positiveInt,
    }),
  })
  .refine((settings) => settings.positionMin <= settings.positionMax, {
    message: 'must be at least positionMin',
    path: ['positionMax'],
  });

export const legendaryChestSettingsSchema = z.strictObject({
  /** spec 2 §3 Legendary chest price, in Gold (spec 2 §5 needs enough gold). */
  price: positiveInt,
});

export const chestsFileSchema = z.strictObject({
  kind: z.literal('chests'),
  /** Chest item key (a CHEST item of the catalog) -> its drop table. */
  tables: z.record(itemKeySchema, tableSchema),
  dailyChest: dailyChestSettingsSchema.optional(),
  legendaryChest: legendaryChestSettingsSchema.optional(),
});

export type ChestsFile = z.infer<typeof chestsFileSchema>;
export type DailyChestSettings = z.infer<typeof dailyChestSettingsSchema>;
export type LegendaryChestSettings = z.infer<typeof legendaryChestSettingsSchema>;
