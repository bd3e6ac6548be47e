// The texts the client shows for progression errors, as the specs write them, and the ledger reasons
// of progression changes.
import { AppError } from '#errors.ts';
import {
  BUY_PREMIUM_TO_CLAIM_TOOLTIP,
  LEVEL_UP_TO_CLAIM_TOOLTIP,
} from '@levelup/domain/reward-progress';

/** spec 2 §8. */
export const REWARD_ALREADY_COLLECTED_MESSAGE = 'You have already collected this reward!';
/** spec 2 §8. */
export const NO_REWARD_TO_COLLECT_MESSAGE = 'No more reward to collect.';
/** spec 1 §8 Purchase-flow errors. */
export const INVALID_BOOSTER_CONFIGURATION_MESSAGE = 'Invalid XP booster configuration';
/** spec 1 §8 Purchase-flow errors. */
export const MISSING_ITEM_KEY_OR_PRICE_MESSAGE = 'Missing item key or price';
/** spec 1 §5 booster purchase button text while a booster is active and multi-booster is off. */
export const BOOSTER_ALREADY_ACTIVE_MESSAGE = 'XP BOOST ALREADY ACTIVE';
/** spec 1 §8 Premium unavailable. */
export const PREMIUM_UNAVAILABLE_MESSAGE =
  'Purchasing a Premium Battle Pass is not available at the moment.';
/** spec 1 §8 Purchase-flow errors. */
export const CREDIT_CARD_NOT_SUPPORTED_MESSAGE = 'Credit Card Payment is not supported';
/** spec 1 §8 Purchase-flow errors. */
export const CRYPTO_NOT_SUPPORTED_MESSAGE = 'Crypto Payment is not supported';

/**
 * Ledger reasons: the reward history types of spec 2 §3 where one fits (COLLECT_CHALLENGE_REWARD for
 * a claimed battle pass reward, ADMIN_OPS for operator grants), ours otherwise.
 */
export const LedgerReason = {
  claim: 'COLLECT_CHALLENGE_REWARD',
  /** spec 2 §3: a challenge's or a mission's own reward (issue 11). */
  challenge: 'COLLECT_CHALLENGE_REWARD',
  operator: 'ADMIN_OPS',
  purchase: 'SHOP_PURCHASE',
  bypass: 'BYPASS_SPECIAL_MISSION',
  /** spec 2 §3: what a chest gave (issue 12). */
  chestReward: 'CHEST_REWARD',
  /** Ours: the chest item an opening used up. */
  chestOpened: 'OPEN_CHEST',
  /** Ours: the Gold a legendary chest cost (spec 2 §4 Legendary chest purchase). */
  legendaryChestPurchase: 'LEGENDARY_CHEST_PURCHASE',
} as const;

export const rewardAlreadyCollected = () =>
  new AppError('reward-already-collected', REWARD_ALREADY_COLLECTED_MESSAGE);
export const noRewardToCollect = () =>
  new AppError('no-reward-to-collect', NO_REWARD_TO_COLLECT_MESSAGE);
/** spec 1 §6 tooltip of a reward the player has not reached. */
export const rewardLocked = () => new AppError('reward-locked', LEVEL_UP_TO_CLAIM_TOOLTIP);
/** spec 1 §6 tooltip of a premium reward without premium. */
export const premiumRequired = () => new AppError('premium-required', BUY_PREMIUM_TO_CLAIM_TOOLTIP);
