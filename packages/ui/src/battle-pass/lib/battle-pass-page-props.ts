// spec 1 §2 Battle pass page, spec 1 §4 Off-season, spec 2 §4 Battle pass blocker quest.
import { isOffSeason } from '@levelup/domain/off-season';
import type { BattlePassViewer } from './battle-pass-viewer.ts';
import { levelColumns } from './level-columns.ts';
import type { LevelColumnView, RewardSelection } from './level-columns.ts';
import { specialMissionBlocker } from './special-mission-blocker.ts';
import type { TrackLevel } from './track-data.ts';

/** Input of {@link battlePassPageProps}. */
export type BattlePassPageParameters = {
  battlePass: {
    seasonStartDate: string | null;
    seasonEndDate: string | null;
    levels: ReadonlyArray<TrackLevel>;
  };
  viewer: BattlePassViewer;
  now: number;
  onSelectReward: (selection: RewardSelection) => void;
  /** Rewards (by id) whose claim request is running. */
  claimingRewardIds?: ReadonlySet<string>;
};

/** What the page draws from the season: off-season or not, the level columns and the blocking mission. */
export type BattlePassPageView = {
  offSeason: boolean;
  levels: LevelColumnView[];
  blocker: {
    fromLevel: number;
    missionTitle: string;
    missionDescription: string;
    snowflakeBypassCost: number | null;
  } | null;
};

/** The season's page as the viewer sees it at `now`. */
export function battlePassPageProps({
  battlePass,
  viewer,
  now,
  onSelectReward,
  claimingRewardIds,
}: BattlePassPageParameters): BattlePassPageView {
  const offSeason = isOffSeason({
    seasonStartDate: battlePass.seasonStartDate,
    seasonEndDate: battlePass.seasonEndDate,
    now,
  });
  const blocker = specialMissionBlocker(battlePass.levels, viewer.userLevel);
  return {
    offSeason,
    levels: levelColumns({
      levels: battlePass.levels,
      viewer,
      offSeason,
      onSelectReward,
      claimingRewardIds,
    }),
    blocker: blocker
      ? {
          fromLevel: blocker.fromLevel,
          missionTitle: blocker.mission.title,
          missionDescription: blocker.mission.description,
          snowflakeBypassCost: blocker.mission.snowflakeBypassCost,
        }
      : null,
  };
}
