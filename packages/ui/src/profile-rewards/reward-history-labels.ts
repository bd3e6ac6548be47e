// spec 2 §3 Reward history types (plus the reward campaign types such as referral-success), each in
// readable words for /profile/me/rewards (issue 12 Build 8).

/** The reward history types the contract knows (RewardHistoryType). */
export const REWARD_HISTORY_TYPE_LABELS = {
  ADMIN_OPS: 'Admin operation',
  ADVENT_CALENDAR: 'Advent calendar',
  CHEST_REWARD: 'Chest reward',
  CLAIM_BADGE_GOLD: 'Badge gold claimed',
  COLLECT_CHALLENGE_REWARD: 'Challenge reward',
  COLLECT_SEASON_END_REWARD: 'Season end reward',
  CONVERT_BATTLE_PASS_XP: 'Battle pass XP converted',
  MERGE_ACCOUNT: 'Account merge',
  OPEN_BOUNTY_DROP: 'Bounty drop',
  OPEN_BOUNTY_DROP_BONUS: 'Bounty drop bonus',
  WEEKLY_GOLD_BONUS: 'Weekly gold bonus',
  BATTLE_PASS_REWARD: 'Battle pass reward',
  PURCHASE: 'Purchase',
  REWARD_CAMPAIGN: 'Reward campaign',
  REFERRAL_SUCCESS: 'Referral success',
  OTHER: 'Other',
} as const satisfies Record<string, string>;

export type RewardHistoryTypeName = keyof typeof REWARD_HISTORY_TYPE_LABELS;

/** A reward history type in words; a type added later reads as its key in sentence case. */
export function rewardHistoryTypeLabel(type: string): string {
  if (Object.hasOwn(REWARD_HISTORY_TYPE_LABELS, type))
    return REWARD_HISTORY_TYPE_LABELS[type as RewardHistoryTypeName];
  const words = type.toLowerCase().replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
