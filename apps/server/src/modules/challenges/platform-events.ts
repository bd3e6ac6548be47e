// Platform events (issue 11 "Where progress comes from"): what players do on the platform itself
// feeds the same mission counters as game events, inside the transaction that caused it.
import type { TxScope } from '#modules/progression/level-ups.ts';
import { recordProgress } from './progress.ts';

/** The platform's event types, as missions in the data files name them. */
export const PlatformEvent = {
  levelReached: 'level_reached',
  rewardClaimed: 'reward_claimed',
  purchaseMade: 'purchase_made',
  wallPostLiked: 'wall_post_liked',
  referralQualified: 'referral_qualified',
  walletConnected: 'wallet_connected',
} as const;

export type PlatformEventType = (typeof PlatformEvent)[keyof typeof PlatformEvent];

/** Every platform event type: studios may not send these (game-progress/event-batch.ts). */
export const PLATFORM_EVENT_TYPES: readonly string[] = Object.values(PlatformEvent);

/** Records one platform event for the player; call under the player lock. */
export function recordPlatformEvent(
  scope: TxScope,
  userId: string,
  type: PlatformEventType,
  value = 1,
  attributes: Record<string, string | number | boolean> = {},
): Promise<void> {
  return recordProgress(scope, userId, [
    { type, gameKey: null, value, attributes, occurredAt: scope.now },
  ]);
}
