// Battle pass seasons, their levels, rewards and blocking special missions (spec 1 §3, spec 2 §4).
import { sql } from 'drizzle-orm';
import {
  pgTable,
  text,
  integer,
  boolean,
  jsonb,
  timestamp,
  unique,
  pgEnum,
  check,
  index,
} from 'drizzle-orm/pg-core';
import { items } from './catalog.ts';

/** Theme of a season: colours, copy, logo and banner (spec 1 §3 "theme"). */
export type SeasonTheme = {
  logoPath: string | null;
  bannerPath: string | null;
  faqDisabled: boolean;
  themeSettings: {
    primaryColor: string;
    accentColor: string;
    surfaceColor: string;
    surfaceRaisedColor: string;
    inkColor: string;
    inkMutedColor: string;
    defaultAvatarPath: string | null;
  };
  copySettings: {
    title: string;
    tagline: string | null;
    premiumPitch: string | null;
    /** Absent in rows applied before it existed. */
    anonymousUsername?: string | null;
  };
};

export const battlePasses = pgTable(
  'battle_passes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    group: text('group').notNull(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    season: integer('season').notNull(),
    seasonStartDate: timestamp('season_start_date', { withTimezone: true }),
    seasonEndDate: timestamp('season_end_date', { withTimezone: true }),
    noOfLevels: integer('no_of_levels').notNull(),
    theme: jsonb('theme').$type<SeasonTheme>().notNull(),
    emailTemplateId: text('email_template_id'),
    avaxPass: boolean('avax_pass').notNull().default(false),
    xpItemKey: text('xp_item_key')
      .notNull()
      .references(() => items.itemKey),
    xpBoosters: text('xp_boosters').array().notNull(),
    premiumPassItemKey: text('premium_pass_item_key')
      .notNull()
      .references(() => items.itemKey),
    supportedWalletIds: text('supported_wallet_ids').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('battle_passes_group_key').on(table.group, table.key)],
);

export const battlePassLevels = pgTable(
  'battle_pass_levels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    battlePassId: integer('battle_pass_id')
      .notNull()
      .references(() => battlePasses.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    requiredXp: integer('required_xp').notNull(),
  },
  (table) => [
    unique('battle_pass_levels_pass_level').on(table.battlePassId, table.level),
    check('battle_pass_levels_level_positive', sql`${table.level} > 0`),
    check('battle_pass_levels_xp_not_negative', sql`${table.requiredXp} >= 0`),
  ],
);

/** spec 1 §2: each level column has a free (basic) and a premium reward track. */
export const rewardTrack = pgEnum('reward_track', ['basic', 'premium']);

/** Reward metadata as metaKey -> metaValue, e.g. REDEEMABLE_CODE_ID (spec 1 §3 Reward). */
export type RewardMetadata = Record<string, string>;

export const rewards = pgTable(
  'rewards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    battlePassLevelId: integer('battle_pass_level_id')
      .notNull()
      .references(() => battlePassLevels.id, { onDelete: 'cascade' }),
    track: rewardTrack('track').notNull(),
    /** Order within the level's track; with the level and track, the natural key of a reward. */
    position: integer('position').notNull(),
    itemKey: text('item_key')
      .notNull()
      .references(() => items.itemKey),
    amount: integer('amount').notNull(),
    metadata: jsonb('metadata').$type<RewardMetadata>().notNull().default({}),
  },
  (table) => [
    unique('rewards_level_track_position').on(table.battlePassLevelId, table.track, table.position),
    check('rewards_amount_positive', sql`${table.amount} > 0`),
  ],
);

/** A BattlePassBlockerQuest challenge blocking a level until done or bypassed (spec 2 §4). */
export const specialMissions = pgTable(
  'special_missions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    battlePassId: integer('battle_pass_id')
      .notNull()
      .references(() => battlePasses.id, { onDelete: 'cascade' }),
    challengeKey: text('challenge_key').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    targetLevel: integer('target_level').notNull(),
    snowflakeBypassCost: integer('snowflake_bypass_cost'),
  },
  (table) => [
    unique('special_missions_pass_level').on(table.battlePassId, table.targetLevel),
    index('special_missions_pass').on(table.battlePassId),
  ],
);
