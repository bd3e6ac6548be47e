// The texts and codes of challenge and mission errors (spec 2 §8), beside the shared ones of
// progression/messages.ts ("You have already collected this reward!", "No more reward to collect.").
import { AppError, invalidInput } from '#errors.ts';

/** spec 2 §8 mission-is-over. */
export const MISSION_IS_OVER_MESSAGE =
  'Sorry, this mission has ended. Check back later for new missions!';
/** Ours: a challenge reward asked for before every mission of its stage is complete. */
export const CHALLENGE_REWARD_LOCKED_MESSAGE =
  'Complete every mission of this challenge to collect its reward.';
/** Ours: a mission reward asked for before the mission is complete. */
export const MISSION_REWARD_LOCKED_MESSAGE = 'Complete this mission to collect its reward.';

export const missionIsOver = () => new AppError('mission-is-over', MISSION_IS_OVER_MESSAGE);
export const challengeRewardLocked = () =>
  new AppError('reward-locked', CHALLENGE_REWARD_LOCKED_MESSAGE);
export const missionRewardLocked = () =>
  new AppError('reward-locked', MISSION_REWARD_LOCKED_MESSAGE);
export const notStartedYet = () => invalidInput('This challenge has not started yet.');
export const unknownChallenge = (id: string | number) => invalidInput(`Unknown challenge "${id}".`);
export const unknownMission = (id: string | number) => invalidInput(`Unknown mission "${id}".`);
export const unknownUserChallenge = (id: string | number) =>
  invalidInput(`Unknown user challenge "${id}".`);
export const unknownUserMission = (id: string | number) =>
  invalidInput(`Unknown user mission "${id}".`);
