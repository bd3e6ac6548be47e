// spec 1 §2 Battle pass page: each level column holds a free reward, a level marker and a premium reward.
import type { RewardTrack } from '@levelup/domain/reward-progress';
import type { LevelColumnProps } from '../level-column.tsx';
import type { LevelMarkerState } from '../level-marker.tsx';
import type { BattlePassViewer } from './battle-pass-viewer.ts';
import { rewardCardView } from './reward-card-props.ts';
import type { TrackLevel, TrackReward } from './track-data.ts';

/** The reward a player picked on the track. */
export type RewardSelection = { level: number; track: RewardTrack; reward: TrackReward };

/** A level column's props as BattlePassTrack takes them. */
export type LevelColumnView = Omit<LevelColumnProps, 'orientation' | 'blocked'>;

/** Input of {@link levelColumns}. */
export type LevelColumnsParameters = {
  levels: ReadonlyArray<TrackLevel>;
  viewer: BattlePassViewer;
  offSeason: boolean;
  onSelectReward: (selection: RewardSelection) => void;
  /** Rewards (by id) whose claim request is running: their cards show the pending state. */
  claimingRewardIds?: ReadonlySet<string>;
};

/** Marker of a level: reached up to the player's level, current just above it, upcoming after (visitors: all upcoming). */
export function levelMarker(
  level: number,
  viewer: BattlePassViewer,
): { state: LevelMarkerState; progress: number } {
  if (viewer.userLevel === null) return { state: 'upcoming', progress: 0 };
  if (level <= viewer.userLevel) return { state: 'reached', progress: 1 };
  if (level === viewer.userLevel + 1) return { state: 'current', progress: viewer.levelProgress };
  return { state: 'upcoming', progress: 0 };
}

/** One column per level, in level order; each track shows its first reward. */
export function levelColumns({
  levels,
  viewer,
  offSeason,
  onSelectReward,
  claimingRewardIds,
}: LevelColumnsParameters): LevelColumnView[] {
  const card = (entry: TrackLevel, track: RewardTrack) => {
    const reward = (track === 'basic' ? entry.basicRewards : entry.premiumRewards)[0];
    if (!reward) return null;
    const collectedAt =
      (track === 'basic' ? entry.basicCollectedAt : entry.premiumCollectedAt) ?? null;
    const view = rewardCardView(reward, {
      level: entry.level,
      track,
      collectedAt,
      viewer,
      offSeason,
    });
    return {
      ...view,
      claiming: claimingRewardIds?.has(reward.id) ?? false,
      onSelect: () => onSelectReward({ level: entry.level, track, reward }),
    };
  };
  return [...levels]
    .sort((a, b) => a.level - b.level)
    .map((entry) => ({
      level: entry.level,
      ...levelMarker(entry.level, viewer),
      basicReward: card(entry, 'basic'),
      premiumReward: card(entry, 'premium'),
    }));
}
