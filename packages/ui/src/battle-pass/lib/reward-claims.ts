// spec 1 §4 Reward progress: only completed, uncollected rewards are claimable (premium ones also need
// premium); the track draws exactly those cards unlocked, with CLAIM, and a click claims them.
import { battlePassRewardProgress, isRewardClaimable } from '@levelup/domain/reward-progress';
import type { RewardTrack } from '@levelup/domain/reward-progress';
import type { LevelColumnView } from './level-columns.ts';

/** A claim of one reward card: its level and track. */
export type RewardClaim = { level: number; track: RewardTrack };

/** The columns whose claimable (unlocked) cards claim on click; the others keep their click. */
export function withClaims(
  columns: LevelColumnView[],
  onClaim: (claim: RewardClaim) => void,
): LevelColumnView[] {
  const claimable = (column: LevelColumnView, track: RewardTrack) => {
    const reward = track === 'basic' ? column.basicReward : column.premiumReward;
    if (!reward || reward.visual !== 'unlocked') return reward;
    return { ...reward, onSelect: () => onClaim({ level: column.level, track }) };
  };
  return columns.map((column) => ({
    ...column,
    basicReward: claimable(column, 'basic'),
    premiumReward: claimable(column, 'premium'),
  }));
}

/** A level's rewards with their collect times (the signed-in battle pass levels query fits it). */
export type LevelRewards = {
  level: number;
  basicRewards: ReadonlyArray<{ collectedAt?: string | null }>;
  premiumRewards: ReadonlyArray<{ collectedAt?: string | null }>;
};

/**
 * How many rewards of a track the player can claim now (spec 1 §4: completed and uncollected, premium
 * ones with premium): the ones CLAIM YOUR REWARDS would collect.
 */
export function claimableRewardCount(
  levels: ReadonlyArray<LevelRewards>,
  viewer: { userLevel: number; hasPremium: boolean },
  track: RewardTrack,
): number {
  return levels
    .flatMap((entry) =>
      (track === 'basic' ? entry.basicRewards : entry.premiumRewards).map((reward) =>
        battlePassRewardProgress({
          level: entry.level,
          userLevel: viewer.userLevel,
          collectedAt: reward.collectedAt,
          signedIn: true,
        }),
      ),
    )
    .filter((progress) => isRewardClaimable({ progress, track, hasPremium: viewer.hasPremium }))
    .length;
}
