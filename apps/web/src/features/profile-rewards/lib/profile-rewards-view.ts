// The API's reward, code and chest records as the profile rewards components' plain props.
import type {
  InventoryChestOddsQuery,
  InventoryChestOpeningFieldsFragment,
} from '@levelup/api/chests-inventory';
import type {
  RedeemableCodeFieldsFragment,
  RewardCampaignFieldsFragment,
  RewardHistoryEntryFieldsFragment,
} from '@levelup/api/rewards';
import { rewardNameText } from '@levelup/ui/i18n/product-words';
import type { ChestOddsView } from '@levelup/ui/profile-rewards/chest-odds-dialog';
import type { ChestOpeningSummary } from '@levelup/ui/profile-rewards/chest-verification';
import type { RedeemableCodeSummary } from '@levelup/ui/profile-rewards/redeemable-code-list';
import type { RewardCampaignSummary } from '@levelup/ui/profile-rewards/reward-campaigns-list';
import type { RewardHistoryListEntry } from '@levelup/ui/profile-rewards/reward-history-list';

export function historyEntryView(entry: RewardHistoryEntryFieldsFragment): RewardHistoryListEntry {
  return {
    id: entry.id,
    type: entry.type,
    itemKey: entry.itemKey,
    itemName: entry.item.name,
    imagePath: entry.item.imagePath ?? null,
    amount: entry.amount,
    createdAt: entry.createdAt,
  };
}

export function campaignView(campaign: RewardCampaignFieldsFragment): RewardCampaignSummary {
  return {
    id: campaign.id,
    name: campaign.name,
    currency: campaign.currency,
    rewardAmount: campaign.rewardAmount,
    startAt: campaign.startAt,
    endAt: campaign.endAt ?? null,
    chestCount: campaign.chestCount,
  };
}

export function codeView(code: RedeemableCodeFieldsFragment): RedeemableCodeSummary {
  return {
    id: code.id,
    groupKey: code.groupKey,
    code: code.code ?? null,
    name: rewardNameText(code.item.itemKey, code.item.name),
    gameName: code.item.game?.name ?? null,
    imagePath: code.item.imagePath ?? null,
    grantedAt: code.grantedAt,
  };
}

type ChestOdds = NonNullable<InventoryChestOddsQuery['chestOdds']>;

export function oddsView(odds: ChestOdds): ChestOddsView {
  return {
    rolls: odds.rolls,
    guaranteed: odds.guaranteed.map((item) => ({
      itemKey: item.itemKey,
      name: rewardNameText(item.itemKey, item.item.name),
      amount: item.amount,
    })),
    drops: odds.drops.map((drop) => ({
      itemKey: drop.itemKey,
      name: rewardNameText(drop.itemKey, drop.item.name),
      minAmount: drop.minAmount,
      maxAmount: drop.maxAmount,
      probability: drop.probability,
    })),
    totals: odds.totals.map((total) => ({
      itemKey: total.itemKey,
      name: rewardNameText(total.itemKey, total.item.name),
      minTotal: total.minTotal,
      maxTotal: total.maxTotal,
    })),
  };
}

export function openingView(opening: InventoryChestOpeningFieldsFragment): ChestOpeningSummary {
  return {
    id: opening.id,
    chestName: rewardNameText(opening.chestType),
    rewards: opening.rewards.map((reward) => ({
      name: rewardNameText(reward.itemKey, reward.item.name),
      amount: reward.amount,
    })),
    period: opening.period,
    seedHash: opening.seedHash,
    counter: opening.counter,
    openedAt: opening.openedAt,
  };
}
