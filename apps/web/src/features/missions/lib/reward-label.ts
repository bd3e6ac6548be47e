// How a reward reads on a mission or a challenge: "+100 XP", "1 Common Chest, 200 Gold".
import { missionsText } from '../missions-text.ts';
import type { RewardItemFieldsFragment } from '@levelup/api/challenges';
import { rewardNameText } from '@levelup/ui/i18n/product-words';
import { formatNumber } from '@levelup/ui/i18n/intl-format';

/** One reward item: "+100 XP" for XP, else "200 Gold". */
export function rewardItemLabel(
  reward: Pick<RewardItemFieldsFragment, 'itemKey' | 'amount' | 'item'>,
) {
  const name = rewardNameText(reward.itemKey, reward.item.name);
  const amount = formatNumber(reward.amount);
  return missionsText(reward.item.type.endsWith('BATTLE_PASS_XP') ? 'reward.xp' : 'reward.item', {
    amount,
    name,
  });
}

/** Several rewards, comma separated; null when there are none. */
export function rewardsLabel(
  rewards: ReadonlyArray<Pick<RewardItemFieldsFragment, 'itemKey' | 'amount' | 'item'>>,
): string | null {
  return rewards.length > 0 ? rewards.map(rewardItemLabel).join(', ') : null;
}
