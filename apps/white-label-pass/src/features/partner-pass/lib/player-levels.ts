// spec 1 §3 Battle pass level with the player's collect logs; spec 2 §4 blocker quest: a mission at or
// below the player's level is done unless it is the one blocking them.
import type { BattlePassLevelFieldsFragment } from '@levelup/api/battle-pass';
import { withPlayerLevels } from '@levelup/api/progression';
import type {
  PlayerLevel,
  PlayerLevelPart,
  UserBattlePassStateFieldsFragment,
} from '@levelup/api/progression';
import type { RewardTrack } from '@levelup/domain/reward-progress';

export type { PlayerLevel };

/**
 * The season's levels with the player's part (collect logs) on them once loaded (issue 28 Build 2: the
 * season is the shared, cached answer); open missions only.
 */
export function playerLevels(
  seasonLevels: ReadonlyArray<BattlePassLevelFieldsFragment>,
  levels: ReadonlyArray<PlayerLevelPart> | undefined,
  state: Pick<UserBattlePassStateFieldsFragment, 'level' | 'blockingSpecialMission'>,
): Array<BattlePassLevelFieldsFragment | PlayerLevel> {
  const shown = levels ? withPlayerLevels(seasonLevels, levels) : seasonLevels;
  return shown.map((entry) => {
    const mission = entry.specialMission;
    if (!mission) return entry;
    const open =
      mission.targetLevel > state.level || mission.id === state.blockingSpecialMission?.id;
    return open ? entry : { ...entry, specialMission: null };
  });
}

/** The ids of a card's rewards still to claim (a level may hold several per track). */
export function uncollectedRewardIds(
  levels: ReadonlyArray<BattlePassLevelFieldsFragment | PlayerLevel>,
  level: number,
  track: RewardTrack,
): string[] {
  const entry = levels.find((candidate) => candidate.level === level);
  const rewards: ReadonlyArray<{ id: string; collectedAt?: string | null }> =
    (track === 'basic' ? entry?.basicRewards : entry?.premiumRewards) ?? [];
  return rewards.filter((reward) => !reward.collectedAt).map((reward) => reward.id);
}
