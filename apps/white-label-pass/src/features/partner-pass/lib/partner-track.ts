// spec 1 §2 Battle pass page, §4 Reward progress, §6 visitor tooltips; spec 2 §4 Battle pass blocker quest.
// The partner pass shows its season to visitors: every reward locked, the first open special mission blocking.
import type { BattlePassLevelFieldsFragment, RewardFieldsFragment } from '@levelup/api/battle-pass';
import { isBlockerUncompleted, sortBlockerQuests } from '@levelup/domain/blocker-quest';
import { rewardDisplayName } from '@levelup/domain/items';
import {
  battlePassRewardProgress,
  rewardCardVisual,
  rewardTooltip,
} from '@levelup/domain/reward-progress';
import type { RewardTrack } from '@levelup/domain/reward-progress';
import type { LevelColumnProps, LevelReward } from '@levelup/ui/battle-pass/level-column';

/** A level column of the track, as BattlePassTrack takes it. */
export type PartnerTrackLevel = Omit<LevelColumnProps, 'orientation' | 'blocked'>;

/** The special mission blocking the levels from `fromLevel` on. */
export type PartnerTrackBlocker = {
  fromLevel: number;
  mission: NonNullable<BattlePassLevelFieldsFragment['specialMission']>;
};

function visitorReward(
  reward: RewardFieldsFragment,
  level: number,
  track: RewardTrack,
  onSelect: () => void,
): LevelReward {
  const progress = battlePassRewardProgress({
    level,
    userLevel: null,
    collectedAt: null,
    signedIn: false,
  });
  const { item } = reward;
  return {
    name: rewardDisplayName(reward.itemKey, item.name),
    amount: reward.amount,
    imagePath:
      item.imagePath ??
      item.game?.assets.find((asset) => asset.assetKey === 'THUMBNAIL')?.assetValue ??
      null,
    gameName: item.type === 'IN_GAME_ITEM' ? (item.game?.name ?? null) : null,
    visual: rewardCardVisual(progress),
    tooltip: rewardTooltip({ progress, track, hasPremium: false }),
    onSelect,
  };
}

/** One locked column per level, in level order; each track shows its first reward and a click signs in. */
export function partnerTrackLevels(
  levels: ReadonlyArray<BattlePassLevelFieldsFragment>,
  onSignIn: () => void,
): PartnerTrackLevel[] {
  return [...levels]
    .sort((a, b) => a.level - b.level)
    .map((entry) => {
      const basic = entry.basicRewards[0];
      const premium = entry.premiumRewards[0];
      return {
        level: entry.level,
        state: 'upcoming',
        progress: 0,
        basicReward: basic ? visitorReward(basic, entry.level, 'basic', onSignIn) : null,
        premiumReward: premium ? visitorReward(premium, entry.level, 'premium', onSignIn) : null,
      };
    });
}

/** The lowest-target special mission, open for a visitor (level 0); it covers the levels after its own. */
export function partnerTrackBlocker(
  levels: ReadonlyArray<BattlePassLevelFieldsFragment>,
): PartnerTrackBlocker | null {
  const missions = levels.flatMap((entry) => (entry.specialMission ? [entry.specialMission] : []));
  const [open] = sortBlockerQuests(
    missions.map((mission) => ({ mission, targetValue: mission.targetLevel })),
  ).filter((quest) => isBlockerUncompleted({ userLevel: 0, targetValue: quest.targetValue }));
  return open ? { fromLevel: open.targetValue + 1, mission: open.mission } : null;
}
