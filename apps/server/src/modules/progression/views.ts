// Claimed rewards and granted items as the GraphQL contract shows them, with their catalog items.
import type { GrantedItem, Item, Reward } from '#generated/resolvers.ts';
import { rewardMetadata } from '#modules/rewards/code-metadata.ts';
import type { ClaimedReward } from './claims.ts';
import type { GrantedItem as Granted } from './grants.ts';

function itemOf(items: ReadonlyMap<string, Item>, itemKey: string): Item {
  const item = items.get(itemKey);
  if (!item) throw new Error(`item ${itemKey} is missing from the catalog`);
  return item;
}

export function toRewards(claimed: ClaimedReward[], items: ReadonlyMap<string, Item>): Reward[] {
  return claimed.map((reward) => ({
    id: reward.id,
    itemKey: reward.itemKey,
    amount: reward.amount,
    used: false,
    item: itemOf(items, reward.itemKey),
    // The player's own code ids (issue 12 Build 9).
    metadata: rewardMetadata(reward.metadata, reward.codeIds),
    collectedAt: reward.collectedAt,
  }));
}

export function toGrantedItems(
  granted: Granted[],
  items: ReadonlyMap<string, Item>,
): GrantedItem[] {
  return granted.map(({ itemKey, amount }) => ({ itemKey, amount, item: itemOf(items, itemKey) }));
}
