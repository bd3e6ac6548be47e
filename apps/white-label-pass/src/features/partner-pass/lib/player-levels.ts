// spec 1 §3 Battle pass level with the player's collect logs; spec 2 §4 blocker quest: a mission at or
// below the player's level is done unless it is the one blocking them.
import type { BattlePassLevelFieldsFragment } from '@levelup/api/battle-pass';
import type {
  BattlePassLevelsQuery,
  UserBattlePassStateFieldsFragment,
} from '@levelup/api/progression';
import type { RewardTrack } from '@levelup/domain/reward-progress';

export type PlayerLevel = BattlePassLevelsQuery['battlePassLevels'][number];

/** The player's levels (with collect logs) once loaded, else the season's; open missions only. */
export function playerLevels(
  seasonLevels: ReadonlyArray<BattlePassLevelFieldsFragment>,
  levels: ReadonlyArray<PlayerLevel> | undefined,
  state: Pick<UserBattlePassStateFieldsFragment, 'level' | 'blockingSpecialMission'>,
): Array<BattlePassLevelFieldsFragment | PlayerLevel> {
  return (levels ?? seasonLevels).map((entry) => {
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
