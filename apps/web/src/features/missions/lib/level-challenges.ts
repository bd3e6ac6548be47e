// spec 1 §3 Battle pass level entries carry free / freeUserChallenge / premium / premiumUserChallenge:
// a level's challenge shows its missions' progress on that track's reward card (issue 11 Build 6).
import type { BattlePassLevelsQuery } from '@levelup/api/progression';
import { userChallengeRewardProgress } from '@levelup/domain/challenges';
import type { RewardProgress } from '@levelup/domain/reward-progress';
import type { LevelColumnView } from '@levelup/ui/battle-pass/lib/level-columns';

type LevelEntry = BattlePassLevelsQuery['battlePassLevels'][number];
type Stage = NonNullable<LevelEntry['free']>;
type UserChallenge = LevelEntry['freeUserChallenge'];

export type ChallengeProgress = {
  title: string;
  progress: number;
  target: number;
  /** spec 1 §4 Reward progress of the challenge's reward (completedAt, time window, failed). */
  state: RewardProgress;
};

/** The summed progress of a level challenge's missions (0 before the player's first event). */
export function levelChallengeProgress(
  stage: Stage | null | undefined,
  userChallenge: UserChallenge | null | undefined,
  now: number,
): ChallengeProgress | null {
  if (!stage || stage.missions.length === 0) return null;
  const mine = new Map(userChallenge?.userChallengeMissions.map((row) => [row.missionId, row]));
  const capped = (missionId: string, target: number) =>
    Math.min(mine.get(missionId)?.progress ?? 0, target);
  return {
    title: stage.challenge.title,
    progress: stage.missions.reduce(
      (sum, mission) => sum + capped(mission.id, mission.targetValue),
      0,
    ),
    target: stage.missions.reduce((sum, mission) => sum + mission.targetValue, 0),
    // A level challenge with missions completes by them (the feature check on).
    state: userChallengeRewardProgress({
      userChallenge: userChallenge ?? null,
      stage,
      featureCheck: true,
      signedIn: true,
      now,
    }),
  };
}

/** The columns with each level's challenge progress on its free and premium reward cards. */
export function withLevelChallenges(
  columns: LevelColumnView[],
  entries: ReadonlyArray<LevelEntry> | undefined,
  now: number,
): LevelColumnView[] {
  if (!entries) return columns;
  const byLevel = new Map(entries.map((entry) => [entry.level, entry]));
  return columns.map((column) => {
    const entry = byLevel.get(column.level);
    if (!entry) return column;
    const free = levelChallengeProgress(entry.free, entry.freeUserChallenge, now);
    const premium = levelChallengeProgress(entry.premium, entry.premiumUserChallenge, now);
    return {
      ...column,
      basicReward:
        column.basicReward && free
          ? { ...column.basicReward, challengeProgress: free }
          : column.basicReward,
      premiumReward:
        column.premiumReward && premium
          ? { ...column.premiumReward, challengeProgress: premium }
          : column.premiumReward,
    };
  });
}
