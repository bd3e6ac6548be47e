// spec 2 §4 Challenge reward flow and Mission state; spec 1 §4 Reward progress of a user challenge.
// The server (collect, pending rewards, level entries) and the pages use these same rules.
import { eventStatus } from './event-status.ts';
import { parseInterval, type Interval } from './interval.ts';
import type { RewardProgress } from './reward-progress.ts';
import { toEpochMs, toEpochMsOrNull, type DateInput, type Instant } from './time.ts';

/** The timestamps of a user challenge (spec 2 §3 UserChallenge). */
export type UserChallengeTimes = {
  startedAt?: DateInput | null;
  completedAt?: DateInput | null;
  failedAt?: DateInput | null;
  cancelledAt?: DateInput | null;
  rewardReadyAt?: DateInput | null;
  rewardCollectedAt?: DateInput | null;
};

/** A challenge stage's window: a fixed end, or an interval string counted from the player's start. */
export type ChallengeStageWindow = {
  startAt?: DateInput | null;
  endAt?: DateInput | null;
  duration?: string | null;
};

const isSet = (value: DateInput | null | undefined) =>
  value !== null && value !== undefined && value !== '';

/**
 * `start` moved by `interval` in UTC: years and months first (clamped to the month's last day, as
 * Postgres does), then days, then hours, minutes and seconds.
 */
function addInterval(start: DateInput, interval: Interval): Date {
  const date = new Date(toEpochMs(start));
  const monthIndex =
    date.getUTCFullYear() * 12 + date.getUTCMonth() + interval.years * 12 + interval.months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  date.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  date.setUTCDate(date.getUTCDate() + interval.days);
  const timeMs = ((interval.hours * 60 + interval.minutes) * 60 + interval.seconds) * 1_000;
  return new Date(date.getTime() + timeMs);
}

/** Input of {@link challengeEndAt}. */
export type ChallengeEndAtParameters = {
  startedAt?: DateInput | null;
  stage: ChallengeStageWindow;
};

/**
 * spec 2 §4 "its end time (duration-based or fixed)": the stage's fixed endAt, else startedAt plus
 * the stage duration; null when the challenge never ends (or has a duration but has not started).
 */
export function challengeEndAt({ startedAt, stage }: ChallengeEndAtParameters): Date | null {
  if (isSet(stage.endAt)) return new Date(toEpochMs(stage.endAt as DateInput));
  if (!isSet(startedAt) || !stage.duration) return null;
  return addInterval(startedAt as DateInput, parseInterval(stage.duration));
}

/** Input of {@link isChallengeActive}. */
export type IsChallengeActiveParameters = {
  userChallenge: UserChallengeTimes;
  stage: ChallengeStageWindow;
  now: Instant;
};

/**
 * spec 2 §4: a challenge is active if it is not collected, failed or cancelled, it has started, and
 * its end time (duration-based or fixed) is still in the future.
 */
export function isChallengeActive({
  userChallenge,
  stage,
  now,
}: IsChallengeActiveParameters): boolean {
  const { startedAt, rewardCollectedAt, failedAt, cancelledAt } = userChallenge;
  if (isSet(rewardCollectedAt) || isSet(failedAt) || isSet(cancelledAt)) return false;
  if (!isSet(startedAt)) return false;
  const end = challengeEndAt({ startedAt, stage });
  return end === null || end.getTime() > toEpochMs(now);
}

/** Whether a user challenge's reward is pending: rewardReadyAt set, neither collected nor cancelled. */
export function isRewardPending(userChallenge: UserChallengeTimes): boolean {
  return (
    isSet(userChallenge.rewardReadyAt) &&
    !isSet(userChallenge.rewardCollectedAt) &&
    !isSet(userChallenge.cancelledAt)
  );
}

/** spec 2 §4: the pending rewards, collected automatically in a batch; order kept, input not mutated. */
export function pendingRewards<T extends UserChallengeTimes>(
  userChallenges: ReadonlyArray<T>,
): T[] {
  return userChallenges.filter(isRewardPending);
}

/** The track of a challenge's reward. */
export type ChallengeRewardType = 'free' | 'premium';

/** spec 2 §4: the reward type is premium when the challenge has missions itself, otherwise free. */
export function challengeRewardType(challenge: {
  missions: ReadonlyArray<unknown>;
}): ChallengeRewardType {
  return challenge.missions.length > 0 ? 'premium' : 'free';
}

/** spec 2 §4 Mission state. */
export type MissionState = 'Passed' | 'ProcessingReward' | 'Loading' | 'Idle';

/** Input of {@link missionState}. */
export type MissionStateParameters = {
  /** The battle pass user challenge of the mission is completed. */
  userChallengeCompleted?: boolean;
  /** A launchpad mission the player has passed (its reward is being processed). */
  launchpadMissionPassed?: boolean;
  /** The mission is being synced. */
  syncing?: boolean;
};

/**
 * spec 2 §4: Passed (battle pass user challenge completed), ProcessingReward (launchpad mission
 * passed), Loading (syncing), Idle; the first that holds wins.
 */
export function missionState(input: MissionStateParameters): MissionState {
  if (input.userChallengeCompleted) return 'Passed';
  if (input.launchpadMissionPassed) return 'ProcessingReward';
  if (input.syncing) return 'Loading';
  return 'Idle';
}

/** Input of {@link userChallengeRewardProgress}. */
export type UserChallengeRewardProgressParameters = {
  /** The player's user challenge of the stage, or null when not enrolled. */
  userChallenge: (UserChallengeTimes & { endsAt?: DateInput | null }) | null;
  stage: ChallengeStageWindow;
  /** Level entries: the user's level and the stage mission's target level (feature check off). */
  userLevel?: number | null;
  targetLevel?: number | null;
  featureCheck?: boolean;
  signedIn: boolean;
  now: Instant;
};

/** Input of {@link rewardProgress}: the user challenge, the stage mission target and the stage window. */
type RewardProgressParameters = {
  rewardCollectedAt?: DateInput | null;
  completedAt?: DateInput | null;
  /** When the challenge was failed (spec 1 §4 "failed"). */
  failedAt?: DateInput | null;
  userLevel?: number | null;
  /** Target value of the stage mission (a battle pass level). */
  targetLevel?: number | null;
  /** When on, only completedAt completes a reward; when off, reaching the target level does too. */
  featureCheck?: boolean;
  startAt?: DateInput | null;
  endAt?: DateInput | null;
  signedIn: boolean;
  now: Instant;
};

/**
 * Progress of a reward, in the spec's order: collected, then completed, then failed (failedAt set),
 * then by time window.
 * The spec's "ended with completion gives success" never applies here: a completed reward has
 * already returned `completed` above, so an ended window without completion is `locked`.
 */
function rewardProgress(input: RewardProgressParameters): RewardProgress {
  if (isSet(input.rewardCollectedAt)) return 'success';
  if (isSet(input.completedAt)) return 'completed';
  const { userLevel, targetLevel } = input;
  if (!input.featureCheck && userLevel != null && targetLevel != null && userLevel >= targetLevel)
    return 'completed';
  if (isSet(input.failedAt)) return 'failed';
  const status = eventStatus({ startAt: input.startAt, endAt: input.endAt, now: input.now });
  if (status === 'LIVE' && input.signedIn) return 'inProgress';
  return 'locked';
}

/**
 * spec 1 §4 Reward progress of a challenge stage's reward for the player: the stage window, or the
 * player's own window (endsAt, from the duration) once started.
 */
export function userChallengeRewardProgress(
  input: UserChallengeRewardProgressParameters,
): RewardProgress {
  const userChallenge = input.userChallenge;
  const ownEnd = toEpochMsOrNull(userChallenge?.endsAt ?? null);
  const endAt =
    ownEnd ?? challengeEndAt({ startedAt: userChallenge?.startedAt ?? null, stage: input.stage });
  return rewardProgress({
    rewardCollectedAt: userChallenge?.rewardCollectedAt ?? null,
    completedAt: userChallenge?.completedAt ?? null,
    failedAt: userChallenge?.failedAt ?? null,
    userLevel: input.userLevel ?? null,
    targetLevel: input.targetLevel ?? null,
    featureCheck: input.featureCheck ?? false,
    startAt: input.stage.startAt ?? null,
    endAt,
    signedIn: input.signedIn,
    now: input.now,
  });
}
