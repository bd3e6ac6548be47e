// Referrals (issue 14 Build 1; spec 2 §2 /profile/me/referrals, §3 referral-success): one row per friend
// who signed up with a referral code, and per referrer and campaign the rewards paid so far, so the
// quota (rewardQuotaPerUser) holds under concurrent qualifications (one conditional upsert per payout).
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const REFERRAL_STATES = ['pending', 'qualified', 'rewarded', 'refused'] as const;
export type ReferralState = (typeof REFERRAL_STATES)[number];

export const referrals = pgTable(
  'referrals',
  {
    /** A player is referred at most once: at sign-up. */
    friendUserId: uuid('friend_user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    referrerUserId: uuid('referrer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state', { enum: REFERRAL_STATES }).notNull(),
    /** Why a referral never pays (referrals/rules.ts RefusedReason); null unless refused. */
    refusedReason: text('refused_reason'),
    /** The battle pass level the friend qualified at (history metadata.battlePassLevel). */
    qualifyingLevel: integer('qualifying_level'),
    /** The referral-success campaign that paid (or would have, past its quota). */
    campaignKey: text('campaign_key'),
    rewardCurrency: text('reward_currency'),
    rewardAmount: integer('reward_amount'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    qualifiedAt: timestamp('qualified_at', { withTimezone: true }),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    refusedAt: timestamp('refused_at', { withTimezone: true }),
    /** When the referrer's referral_qualified platform event was recorded (referrals/jobs.ts). */
    referrerEventAt: timestamp('referrer_event_at', { withTimezone: true }),
  },
  (table) => [
    index('referrals_referrer_idx').on(table.referrerUserId, table.createdAt.desc()),
    index('referrals_pending_idx').on(table.state, table.createdAt),
    check(
      'referrals_state',
      sql`${table.state} in ('pending', 'qualified', 'rewarded', 'refused')`,
    ),
  ],
);

/** Rewards paid per referrer and campaign: never above the campaign's rewardQuotaPerUser. */
export const referralQuotas = pgTable(
  'referral_quotas',
  {
    referrerUserId: uuid('referrer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    campaignKey: text('campaign_key').notNull(),
    rewarded: integer('rewarded').notNull(),
  },
  (table) => [primaryKey({ columns: [table.referrerUserId, table.campaignKey] })],
);
