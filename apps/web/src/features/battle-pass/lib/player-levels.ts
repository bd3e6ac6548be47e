// spec 1 §3 Battle pass level (per-track collected flags from the collect log) and spec 2 §4 Battle
// pass blocker quest, as a signed-in player sees them.
import type { BattlePassLevelFieldsFragment } from '@levelup/api/battle-pass';
import { withPlayerLevels, type PlayerLevelPart } from '@levelup/api/progression';
import type { PlayerLevel } from '@levelup/api/progression';
import type { RewardTrack } from '@levelup/domain/reward-progress';
import type { PlayerPassState } from './battle-pass-context.ts';

export type { PlayerLevel };

/** The levels to draw: the season's with the player's part (collect logs) on them, once it is loaded. */
export function playerLevels(
  seasonLevels: ReadonlyArray<BattlePassLevelFieldsFragment>,
  levels: ReadonlyArray<PlayerLevelPart> | undefined,
): ReadonlyArray<BattlePassLevelFieldsFragment | PlayerLevel> {
  return levels ? withPlayerLevels(seasonLevels, levels) : seasonLevels;
}

/**
 * The levels with only the special missions still open for the player: a mission at or below the
 * player's level is done (completed or bypassed) unless it is the one blocking them now.
 */
export function withOpenSpecialMissions<T extends BattlePassLevelFieldsFragment>(
  levels: ReadonlyArray<T>,
  state: Pick<PlayerPassState, 'level' | 'blockingSpecialMission'>,
): T[] {
  return levels.map((entry) => {
    const mission = entry.specialMission;
    if (!mission) return entry;
    const open =
      mission.targetLevel > state.level || mission.id === state.blockingSpecialMission?.id;
    return open ? entry : { ...entry, specialMission: null };
  });
}

/** The rewards a reward card stands for: every reward of its level on its track. */
export function trackRewards<T extends BattlePassLevelFieldsFragment>(
  levels: ReadonlyArray<T>,
  level: number,
  track: RewardTrack,
): T['basicRewards'] {
  const entry = levels.find((candidate) => candidate.level === level);
  if (!entry) return [];
  return track === 'basic' ? entry.basicRewards : entry.premiumRewards;
}

/** The rewards of a card still to claim (a level may hold several per track). */
export function uncollectedRewardIds(
  rewards: ReadonlyArray<{ id: string; collectedAt?: string | null }>,
): string[] {
  return rewards.filter((reward) => !reward.collectedAt).map((reward) => reward.id);
}
