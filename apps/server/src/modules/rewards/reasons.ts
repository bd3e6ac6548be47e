// Ledger reasons of the Gold economy (spec 2 §3 reward history types) and the idempotency keys that
// make each of its credits happen once.
/** spec 1 §1 the Gold currency: what weekly and badge golds credit. */
export const GOLD = 'GOLD';

export const RewardsLedgerReason = {
  /** spec 2 §4 Weekly gold bonus. */
  weeklyGold: 'WEEKLY_GOLD_BONUS',
  /** spec 2 §7 Claim badge golds. */
  badgeGold: 'CLAIM_BADGE_GOLD',
} as const;

/** One weekly gold credit per player and UTC week (the week's Monday, YYYY-MM-DD). */
export const weeklyGoldKey = (userId: string, week: string) => `weekly-gold:${userId}:${week}`;

/** One badge gold credit per player, badge and UTC week. */
export const badgeGoldKey = (userId: string, week: string, badgeItemKey: string) =>
  `badge-gold:${userId}:${week}:${badgeItemKey}`;
