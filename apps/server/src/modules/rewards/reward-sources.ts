// spec 1 §3 Reward sources (Duration, External, FreeMint, GamePlatform, Platform): where a ledger credit
// came from, read from its reason and idempotency key (the reasons: history-types.ts), issue 27.
import type { RewardSource } from '#generated/resolvers.ts';
import { PLATFORM_EVENT_TYPES } from '#modules/challenges/platform-events.ts';
import { FREE_MINT_REASON } from '#modules/launchpad/mint.ts';
import { LedgerReason } from '#modules/progression/messages.ts';
import { RewardsLedgerReason } from './reasons.ts';

/** Reasons whose source needs nothing but the reason. */
const SOURCE_OF_REASON: Readonly<Record<string, RewardSource>> = {
  // A free-mint event's badge, and the weekly gold its holders claim.
  [FREE_MINT_REASON]: 'FreeMint',
  [RewardsLedgerReason.badgeGold]: 'FreeMint',
  // Paid for a period: a week's activity.
  [RewardsLedgerReason.weeklyGold]: 'Duration',
  // Granted from outside play: the operator's CLI (spec 2 §6 admin operations).
  [LedgerReason.operator]: 'External',
};

/** A mission or challenge reward's key: mission:<userMissionId>:<rewardId> or challenge:<userChallengeId>:<rewardId>. */
export type MissionRewardRef = { kind: 'mission' | 'challenge'; id: number };

export function missionRewardRef(entry: {
  reason: string;
  idempotencyKey: string;
}): MissionRewardRef | null {
  if (entry.reason !== LedgerReason.challenge) return null;
  const [kind, id, rewardId] = entry.idempotencyKey.split(':');
  if ((kind !== 'mission' && kind !== 'challenge') || rewardId === undefined) return null;
  const number = Number(id);
  return Number.isInteger(number) ? { kind, id: number } : null;
}

/** A mission counts a game's events when it names a game or an event type that is not the platform's. */
export function countsGameEvents(mission: { gameKey: string | null; eventTypes: string[] }) {
  return (
    mission.gameKey !== null ||
    mission.eventTypes.some((type) => !PLATFORM_EVENT_TYPES.includes(type))
  );
}

/**
 * The source of one credit. `gameFed` answers whether the mission or challenge a reward was collected
 * from counts a game's events (GamePlatform); everything else the platform pays is Platform.
 */
export function rewardSourceOf(
  entry: { reason: string; idempotencyKey: string },
  gameFed: (ref: MissionRewardRef) => boolean,
): RewardSource {
  const bySource = SOURCE_OF_REASON[entry.reason];
  if (bySource) return bySource;
  const ref = missionRewardRef(entry);
  return ref && gameFed(ref) ? 'GamePlatform' : 'Platform';
}
