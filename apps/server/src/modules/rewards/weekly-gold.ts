// Weekly gold bonus (spec 2 §3 Weekly claimable gold, §4 Weekly gold bonus, §7; issue 12 Build 7): the
// amount of weekly-gold-rule.ts for last UTC week's activity, collectable once during the current week.
// The ledger idempotency key weekly-gold:<player>:<week> makes the credit happen once, whatever the
// concurrency; a claim with nothing to collect (already collected, or 0) answers claimedAmount 0 rather
// than an error: the modal only offers COLLECT when the amount is above 0, so a 0 is a double click.
import type { Database } from '#db/client.ts';
import type { ClaimedGold, WeeklyClaimableGold } from '#generated/resolvers.ts';
import { grantItem, type TxScope } from '#modules/progression/grants.ts';
import { GOLD, RewardsLedgerReason, weeklyGoldKey } from './reasons.ts';
import { weeklyGoldAmount } from './weekly-gold-rule.ts';
import { isCredited, weekActivity } from './weekly-gold-store.ts';
import { previousWeek, weekLabel } from './weeks.ts';

export async function weeklyClaimableGold(
  db: Database,
  userId: string,
  now: Date,
): Promise<WeeklyClaimableGold> {
  const window = previousWeek(now);
  const week = weekLabel(window.from);
  // Sequential: a claim runs this inside its transaction (one connection).
  const activity = await weekActivity(db, userId, window);
  const claimed = await isCredited(db, weeklyGoldKey(userId, week));
  return {
    claimableAmount: claimed ? 0 : weeklyGoldAmount(activity),
    week,
    ...activity,
  };
}

/** Credits last week's bonus once; call under the player lock in one transaction. */
export async function claimWeeklyGold(scope: TxScope, userId: string): Promise<ClaimedGold> {
  const { claimableAmount, week } = await weeklyClaimableGold(scope.tx, userId, scope.now);
  if (claimableAmount <= 0) return { claimedAmount: 0 };
  const granted = await grantItem(scope, {
    userId,
    itemKey: GOLD,
    amount: claimableAmount,
    reason: RewardsLedgerReason.weeklyGold,
    idempotencyKey: weeklyGoldKey(userId, week),
    season: null,
  });
  return { claimedAmount: granted ? granted.amount : 0 };
}
