// Paying rewards (spec 2 §4): each reward row through grantItem, under the player lock in the caller's
// transaction, once per idempotency key; XP through the booster multiplier; ledger reason
// COLLECT_CHALLENGE_REWARD (spec 2 §3).
import type { RewardItem } from '#generated/resolvers.ts';
import { grantItem, type TxScope } from '#modules/progression/grants.ts';
import { LedgerReason } from '#modules/progression/messages.ts';
import type { SeasonRef } from '#modules/progression/standing.ts';
import { findBattlePassById } from '#modules/season/store.ts';
import { toRewardItem, type ChallengeGraph } from './graph.ts';
import type { RewardRow } from './store.ts';

/** The season XP of a challenge counts for (null outside battle passes). */
export async function seasonOf(
  scope: TxScope,
  battlePassId: number | null,
): Promise<SeasonRef | null> {
  return battlePassId === null
    ? null
    : ((await findBattlePassById(scope.tx, battlePassId)) ?? null);
}

/** Grants reward rows, answering what landed on the account (XP after the booster). */
export async function grantRewards(
  scope: TxScope,
  userId: string,
  graph: ChallengeGraph,
  rewards: RewardRow[],
  { keyPrefix, season }: { keyPrefix: string; season: SeasonRef | null },
): Promise<RewardItem[]> {
  const collected: RewardItem[] = [];
  for (const reward of rewards) {
    const granted = await grantItem(scope, {
      userId,
      itemKey: reward.itemKey,
      amount: reward.amount,
      reason: LedgerReason.challenge,
      idempotencyKey: `${keyPrefix}:${reward.id}`,
      season,
    });
    if (!granted) continue;
    const items = graph.items;
    collected.push(...toRewardItem({ ...reward, ...granted }, items));
  }
  return collected;
}
