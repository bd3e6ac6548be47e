// Badge golds (spec 1 §2 "opening gold popover loads claimable badge golds", spec 2 §7 claim badge
// golds; issue 12 Build 7): a player holding a free-mint collection's badge item (seasons/mints.yaml
// badgeItemKey) collects that collection's weeklyGoldBonus once per badge and UTC week (ledger key
// badge-gold:<player>:<week>:<badge>, reason CLAIM_BADGE_GOLD). Nothing to claim answers 0.
import type { Database } from '#db/client.ts';
import type { ClaimableBadgeGolds, ClaimedGold } from '#generated/resolvers.ts';
import { grantItem, type TxScope } from '#modules/progression/grants.ts';
import { loadItems } from '#modules/season/items.ts';
import { creditedKeys, heldBadges, type HeldBadge } from './badge-golds-store.ts';
import { badgeGoldKey, GOLD, RewardsLedgerReason } from './reasons.ts';
import { weekLabel, weekStart } from './weeks.ts';

async function unclaimedBadges(db: Database, userId: string, now: Date) {
  const week = weekLabel(weekStart(now));
  const held = await heldBadges(db, userId);
  const keyOf = (badge: HeldBadge) => badgeGoldKey(userId, week, badge.badgeItemKey);
  const claimed = await creditedKeys(db, held.map(keyOf));
  return held
    .filter((badge) => !claimed.has(keyOf(badge)))
    .map((badge) => ({ ...badge, idempotencyKey: keyOf(badge) }));
}

export async function claimableBadgeGolds(
  db: Database,
  userId: string,
  now: Date,
): Promise<ClaimableBadgeGolds> {
  const badges = await unclaimedBadges(db, userId, now);
  const items = await loadItems(
    db,
    badges.map((badge) => badge.badgeItemKey),
  );
  const listed = badges.flatMap((badge) => {
    const item = items.get(badge.badgeItemKey);
    return item ? [{ itemKey: badge.badgeItemKey, item, amount: badge.weeklyGoldBonus }] : [];
  });
  return {
    claimableAmount: listed.reduce((sum, badge) => sum + badge.amount, 0),
    badges: listed,
  };
}

/** Credits every unclaimed badge's gold once; call under the player lock in one transaction. */
export async function claimBadgeGolds(scope: TxScope, userId: string): Promise<ClaimedGold> {
  let claimedAmount = 0;
  for (const badge of await unclaimedBadges(scope.tx, userId, scope.now)) {
    const granted = await grantItem(scope, {
      userId,
      itemKey: GOLD,
      amount: badge.weeklyGoldBonus,
      reason: RewardsLedgerReason.badgeGold,
      idempotencyKey: badge.idempotencyKey,
      season: null,
    });
    claimedAmount += granted?.amount ?? 0;
  }
  return { claimedAmount };
}
