// Challenges and missions (spec 2 §3 UserChallenge, ChallengeStage, challenge types, mission sync
// result; spec 1 §3 daily mission list, challenge stage, user challenge). Challenges, their stages,
// missions, stakes and rewards are season data (`season apply`); the user_* tables hold each player's
// progress. Every reward grant goes through the ledger in the transaction that sets rewardCollectedAt.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { items } from './catalog.ts';
import { battlePasses, type RewardMetadata } from './season.ts';
import { users } from './users.ts';

/** spec 2 §3 Challenge types. */
export const challengeType = pgEnum('challenge_type', [
  'Default',
  'Calendar',
  'Milestone',
  'BattlePassBlockerQuest',
  'BattlePassMission',
  'PlatformMission',
  'StandaloneMission',
]);

/** How a mission turns matching events into progress: how many, their sum, or the largest one. */
export const missionAggregate = pgEnum('mission_aggregate', ['count', 'sum', 'max']);

/** Event attribute filters of a mission: every key must equal the event's attribute. */
export type MissionFilters = Record<string, string | number | boolean>;

export const challenges = pgTable(
  'challenges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The data files' natural key. */
    key: text('key').notNull().unique(),
    type: challengeType('type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    imagePath: text('image_path'),
    /** BattlePass* types belong to a season. */
    battlePassId: integer('battle_pass_id').references(() => battlePasses.id, {
      onDelete: 'cascade',
    }),
    /** The game whose events count, when all the challenge's missions are about one game. */
    gameKey: text('game_key'),
    /** Missions of a daily pool: each UTC day's list is pinned from the pool (daily_mission_lists). */
    dailyPool: boolean('daily_pool').notNull().default(false),
    /** Progress counts without enrolling (daily, platform and blocker missions). */
    autoStart: boolean('auto_start').notNull().default(false),
    /** BattlePassBlockerQuest: Snowflakes that bypass it (null: cannot be bypassed). */
    snowflakeBypassCost: integer('snowflake_bypass_cost'),
    /** A battle pass level whose level entry shows this challenge's reward (spec 1 §3 level entries). */
    battlePassLevel: integer('battle_pass_level'),
    /** Display order within lists (higher first). */
    priority: integer('priority').notNull().default(0),
  },
  (table) => [index('challenges_battle_pass').on(table.battlePassId)],
);

/** spec 2 §3 ChallengeStage: a fixed window (startAt/endAt) or a duration from the player's start. */
export const challengeStages = pgTable(
  'challenge_stages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    stage: integer('stage').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    /** An interval string (spec 2 §3, `@levelup/domain/interval`), counted from the user's start. */
    duration: text('duration'),
  },
  (table) => [
    unique('challenge_stages_challenge_stage').on(table.challengeId, table.stage),
    check('challenge_stages_stage_positive', sql`${table.stage} > 0`),
  ],
);

/** A mission of a challenge stage: a target over the player's matching events. */
export const missions = pgTable(
  'missions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull().unique(),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    stage: integer('stage').notNull().default(1),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Event types that count (game events or platform events such as level_reached). */
    eventTypes: text('event_types').array().notNull(),
    /** Only events of this game count (null: any game, or a platform event). */
    gameKey: text('game_key'),
    filters: jsonb('filters').$type<MissionFilters>().notNull().default({}),
    aggregate: missionAggregate('aggregate').notNull().default('count'),
    /** Sum/count per value of this event attribute (e.g. a round id); the best group counts. */
    groupBy: text('group_by'),
    targetValue: bigint('target_value', { mode: 'number' }).notNull(),
  },
  (table) => [
    index('missions_challenge_stage').on(table.challengeId, table.stage),
    check('missions_target_positive', sql`${table.targetValue} > 0`),
  ],
);

/** Rewards of completing a mission on its own (daily, platform and standalone missions). */
export const missionRewards = pgTable(
  'mission_rewards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    itemKey: text('item_key')
      .notNull()
      .references(() => items.itemKey),
    amount: integer('amount').notNull(),
    metadata: jsonb('metadata').$type<RewardMetadata>().notNull().default({}),
  },
  (table) => [
    unique('mission_rewards_mission_position').on(table.missionId, table.position),
    check('mission_rewards_amount_positive', sql`${table.amount} > 0`),
  ],
);

/** spec 2 §3 ChallengeStage stakes: what completing a stage pays (a player picks one stake). */
export const challengeStakes = pgTable(
  'challenge_stakes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    stage: integer('stage').notNull().default(1),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    unique('challenge_stakes_position').on(table.challengeId, table.stage, table.position),
  ],
);

export const stakeRewards = pgTable(
  'stake_rewards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    stakeId: integer('stake_id')
      .notNull()
      .references(() => challengeStakes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    itemKey: text('item_key')
      .notNull()
      .references(() => items.itemKey),
    amount: integer('amount').notNull(),
    metadata: jsonb('metadata').$type<RewardMetadata>().notNull().default({}),
  },
  (table) => [
    unique('stake_rewards_stake_position').on(table.stakeId, table.position),
    check('stake_rewards_amount_positive', sql`${table.amount} > 0`),
  ],
);

/** Each UTC day's daily missions of a season, pinned once when the day starts (same for everyone). */
export const dailyMissionLists = pgTable(
  'daily_mission_lists',
  {
    battlePassId: integer('battle_pass_id')
      .notNull()
      .references(() => battlePasses.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    missionIds: integer('mission_ids').array().notNull(),
    pinnedAt: timestamp('pinned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('daily_mission_lists_pass_day').on(table.battlePassId, table.day)],
);

/** spec 2 §3 UserChallenge; spec 2 §4 Challenge reward flow. One per player, challenge and stage. */
export const userChallenges = pgTable(
  'user_challenges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    stage: integer('stage').notNull().default(1),
    stakeId: integer('stake_id').references(() => challengeStakes.id, { onDelete: 'set null' }),
    trackingData: jsonb('tracking_data').$type<Record<string, string>>(),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** The end of the player's window: the stage's endAt, or startedAt + duration. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    rewardReadyAt: timestamp('reward_ready_at', { withTimezone: true }),
    rewardCollectedAt: timestamp('reward_collected_at', { withTimezone: true }),
  },
  (table) => [
    unique('user_challenges_user_challenge_stage').on(table.userId, table.challengeId, table.stage),
    index('user_challenges_user').on(table.userId),
    // Pending rewards (spec 2 §4): ready, neither collected nor cancelled.
    index('user_challenges_pending')
      .on(table.userId)
      .where(
        sql`${table.rewardReadyAt} is not null and ${table.rewardCollectedAt} is null and ${table.cancelledAt} is null`,
      ),
  ],
);

/**
 * A player's progress on a mission in one period: a UTC day ('2026-11-24') for daily missions, a
 * user challenge ('uc:<id>') for a challenge's missions, or 'once' for a standalone or platform mission.
 */
export const userMissions = pgTable(
  'user_missions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    userChallengeId: integer('user_challenge_id').references(() => userChallenges.id, {
      onDelete: 'cascade',
    }),
    /** The count, sum or max so far (for groupBy missions: the best group's). */
    progress: bigint('progress', { mode: 'number' }).notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** spec 2 §7 Start mission: attribution and tracking data (clickId, pfUserId). */
    attribution: text('attribution'),
    trackingData: jsonb('tracking_data').$type<Record<string, string>>(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    rewardCollectedAt: timestamp('reward_collected_at', { withTimezone: true }),
  },
  (table) => [
    unique('user_missions_user_mission_period').on(table.userId, table.missionId, table.period),
    index('user_missions_user_period').on(table.userId, table.period),
    // Issue 29 §1 season health: completions per mission (an index-only count).
    index('user_missions_completed')
      .on(table.missionId)
      .where(sql`${table.completedAt} is not null`),
    check('user_missions_progress_not_negative', sql`${table.progress} >= 0`),
  ],
);

/** Per-group totals of a groupBy mission (e.g. the score of each round). */
export const userMissionGroups = pgTable(
  'user_mission_groups',
  {
    userMissionId: integer('user_mission_id')
      .notNull()
      .references(() => userMissions.id, { onDelete: 'cascade' }),
    groupValue: text('group_value').notNull(),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
  },
  (table) => [unique('user_mission_groups_group').on(table.userMissionId, table.groupValue)],
);
