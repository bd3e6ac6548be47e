// spec 1 §4 Reward progress, spec 1 §6 Roles and permissions (tooltips), spec 2 §4 Challenge reward flow.
import type { DateInput } from './time.ts';

/** Progress of one reward: `success` means collected. */
export type RewardProgress = 'locked' | 'inProgress' | 'completed' | 'success' | 'failed';

/** Battle pass track a reward sits on. */
export type RewardTrack = 'basic' | 'premium';

/** How a reward card is drawn: collected, unlocked (animated, claimable) or locked. */
export type RewardCardVisual = 'collected' | 'unlocked' | 'locked';

/** Tooltip on a premium reward the player cannot claim without the premium pass (spec 1 §6). */
export const BUY_PREMIUM_TO_CLAIM_TOOLTIP = 'Buy Premium Pass to claim';
/** Tooltip on any other reward the player cannot claim yet (spec 1 §6). */
export const LEVEL_UP_TO_CLAIM_TOOLTIP = 'Level up to claim';

const isSet = (value: DateInput | null | undefined) =>
  value !== null && value !== undefined && value !== '';

/** Input of {@link battlePassRewardProgress}. */
export type BattlePassRewardProgressParameters = {
  /** The level the reward belongs to. */
  level: number;
  userLevel: number | null | undefined;
  /** collectedAt from the reward collect log of this level and track. */
  collectedAt: DateInput | null | undefined;
  signedIn: boolean;
  /** Between seasons nothing is in progress any more (spec 1 §4 Off-season). */
  offSeason?: boolean;
};

/**
 * Progress of a battle pass level reward: visitors see locked; collected once collectedAt is set;
 * completed once the user's level reaches the reward's level; otherwise in progress (locked off-season).
 */
export function battlePassRewardProgress(
  input: BattlePassRewardProgressParameters,
): RewardProgress {
  if (!input.signedIn) return 'locked';
  if (isSet(input.collectedAt)) return 'success';
  if (input.userLevel != null && input.userLevel >= input.level) return 'completed';
  return input.offSeason ? 'locked' : 'inProgress';
}

/** Input of {@link isRewardClaimable} and {@link rewardTooltip}. */
export type RewardClaimParameters = {
  progress: RewardProgress;
  track: RewardTrack;
  hasPremium: boolean;
};

/** Whether the player can claim a reward: completed and uncollected; premium rewards also need premium. */
export function isRewardClaimable({ progress, track, hasPremium }: RewardClaimParameters): boolean {
  return progress === 'completed' && (track === 'basic' || hasPremium);
}

/** How a reward card is drawn: success -> collected, completed -> unlocked, anything else -> locked. */
export function rewardCardVisual(progress: RewardProgress): RewardCardVisual {
  if (progress === 'success') return 'collected';
  if (progress === 'completed') return 'unlocked';
  return 'locked';
}

/** Tooltip explaining why a reward cannot be claimed, or null when it is claimable or collected. */
export function rewardTooltip(input: RewardClaimParameters): string | null {
  if (input.progress === 'success' || isRewardClaimable(input)) return null;
  if (input.track === 'premium' && !input.hasPremium) return BUY_PREMIUM_TO_CLAIM_TOOLTIP;
  return LEVEL_UP_TO_CLAIM_TOOLTIP;
}
