// spec 1 §3 Battle pass level and Reward: the fields the track reads. Plain shapes, so the track's
// code needs no API types (the API's BattlePassLevelFieldsFragment and RewardFieldsFragment fit them).

/** A reward of a level, with its item. */
export type TrackReward = {
  id: string;
  itemKey: string;
  amount: number;
  item: {
    type: string;
    name: string;
    imagePath: string | null;
    game: { name: string; assets: ReadonlyArray<{ assetKey: string; assetValue: string }> } | null;
  };
};

/** The blocking special mission placed on a level (spec 2 §4 Battle pass blocker quest). */
export type TrackSpecialMission = {
  title: string;
  description: string;
  targetLevel: number;
  snowflakeBypassCost: number | null;
};

/**
 * One battle pass level with its free (basic) and premium rewards, and the player's collect times once
 * they are known (a visitor's levels, and the season's before the player's part arrives, have none).
 */
export type TrackLevel = {
  level: number;
  basicCollectedAt?: string | null;
  premiumCollectedAt?: string | null;
  basicRewards: ReadonlyArray<TrackReward>;
  premiumRewards: ReadonlyArray<TrackReward>;
  specialMission: TrackSpecialMission | null;
};
