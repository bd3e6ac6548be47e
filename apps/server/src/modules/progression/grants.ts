// The one way progression puts something on a player's account (common.md "Model decisions"), inside
// the caller's transaction and under the player lock, exactly once per idempotency key:
// - the season's XP item: XP (x1.5 with an active booster, spec 1 §9), an XpGain notification and a
//   BattlePassLevelUp one when the level rises;
// - a booster item: the item on the ledger and the booster activated;
// - a REDEEMABLE_CODE item: the item on the ledger and `amount` codes of its pool for the player, in
//   the same transaction (modules/rewards/code-pool.ts, issue 12 Build 9), whatever the source;
// - anything else (currencies, the premium pass, in-game items, chests): the item on the ledger.
// Every ledger entry is published as an item log event, every notification as a notification event.
import { isXpReward } from '@levelup/domain/items';
import { applyXpBoost, boosterDurationDays, isBoosterItemKey } from '@levelup/domain/xp-boost';
import { AppError, invalidInput } from '#errors.ts';
import { toItemLogEvent } from '#modules/ledger/item-log.ts';
import { credit, creditXp } from '#modules/ledger/service.ts';
import { insertNotification } from '#modules/notifications/store.ts';
import { grantCodes } from '#modules/rewards/code-pool.ts';
import { activateBooster, hasActiveBooster } from './boosters.ts';
import { announceLevelUp, type TxScope } from './level-ups.ts';
import type { SeasonRef } from './standing.ts';
import { findGrantItem } from './store.ts';

export type { TxScope };

export type Grant = {
  userId: string;
  itemKey: string;
  /** A positive whole number (before the booster multiplier for XP). */
  amount: number;
  /** A reward history type of spec 2 §3 or ours (messages.ts LedgerReason). */
  reason: string;
  idempotencyKey: string;
  /** The season XP counts for; needed when the item is XP. */
  season: SeasonRef | null;
};

/**
 * What a grant put on the account; amount is after the booster multiplier for XP. codeIds: the player's
 * redeemable code ids of a REDEEMABLE_CODE grant (its rewards' REDEEMABLE_CODE_ID metadata).
 */
export type GrantedItem = { itemKey: string; amount: number; codeIds?: string[] };

/** Grants an item; null when the idempotency key was used before (nothing changed). */
export async function grantItem(scope: TxScope, grant: Grant): Promise<GrantedItem | null> {
  const item = await findGrantItem(scope.tx, grant.itemKey);
  if (!item) throw invalidInput(`Unknown item "${grant.itemKey}".`);
  if (isXpReward({ itemKey: item.itemKey, item })) return grantXp(scope, grant);
  const { entry } = await credit(scope, {
    userId: grant.userId,
    currency: grant.itemKey,
    amount: grant.amount,
    reason: grant.reason,
    idempotencyKey: grant.idempotencyKey,
  });
  if (!entry) return null;
  scope.emit(grant.userId, { kind: 'itemLog', log: toItemLogEvent(entry) });
  if (item.type === 'XP_BOOSTER' || isBoosterItemKey(item.itemKey)) {
    await activateBooster(scope.tx, {
      userId: grant.userId,
      itemKey: item.itemKey,
      days: boosterDays(item) * grant.amount,
      sourceKey: grant.idempotencyKey,
      now: scope.now,
    });
  }
  if (item.type === 'REDEEMABLE_CODE') {
    const codeIds = await grantCodes(
      scope.tx,
      {
        userId: grant.userId,
        groupKey: item.itemKey,
        grantKey: grant.idempotencyKey,
        amount: grant.amount,
      },
      scope.now,
    );
    return { itemKey: grant.itemKey, amount: grant.amount, codeIds };
  }
  return { itemKey: grant.itemKey, amount: grant.amount };
}

function boosterDays(item: { itemKey: string; duration: number | null }): number {
  if (item.duration !== null && item.duration > 0) return item.duration;
  try {
    return boosterDurationDays(item.itemKey);
  } catch {
    throw new AppError('invalid-configuration', `Booster ${item.itemKey} has no duration.`);
  }
}

async function grantXp(scope: TxScope, grant: Grant): Promise<GrantedItem | null> {
  const { season } = grant;
  if (!season || season.xpItemKey !== grant.itemKey)
    throw new AppError(
      'invalid-configuration',
      `${grant.itemKey} is not the XP item of the season it is granted for.`,
    );
  const boosted = await hasActiveBooster(scope.tx, grant.userId, scope.now);
  const amount = applyXpBoost(grant.amount, boosted);
  const { entry } = await creditXp(scope, {
    userId: grant.userId,
    battlePassId: season.id,
    xpItemKey: season.xpItemKey,
    amount,
    reason: grant.reason,
    idempotencyKey: grant.idempotencyKey,
  });
  if (!entry) return null;
  scope.emit(grant.userId, { kind: 'itemLog', log: toItemLogEvent(entry) });
  const notification = await insertNotification(scope.tx, grant.userId, 'XpGain', {
    itemKey: season.xpItemKey,
    difference: amount,
    battlePassId: season.id,
  });
  scope.emit(grant.userId, { kind: 'notification', notification });
  await announceLevelUp(scope, grant.userId, season);
  return { itemKey: season.xpItemKey, amount };
}
