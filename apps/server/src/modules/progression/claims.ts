// Claiming battle pass rewards (spec 1 §4 Reward progress, §6 Roles and permissions): a reward of a
// level the player stands at or above, once (the unique reward_collect_logs row of player and reward),
// premium rewards only with premium. Claims stay open off-season for levels reached. Runs under the
// player lock in the caller's transaction.
import {
  battlePassRewardProgress,
  BUY_PREMIUM_TO_CLAIM_TOOLTIP,
  isRewardClaimable,
  rewardTooltip,
  type RewardTrack,
} from '@levelup/domain/reward-progress';
import { invalidInput } from '#errors.ts';
import { findBattlePassById } from '#modules/season/store.ts';
import { PlatformEvent, recordPlatformEvent } from '#modules/challenges/platform-events.ts';
import { grantItem, type GrantedItem, type TxScope } from './grants.ts';
import {
  LedgerReason,
  noRewardToCollect,
  premiumRequired,
  rewardAlreadyCollected,
  rewardLocked,
} from './messages.ts';
import { loadStanding, type SeasonRef } from './standing.ts';
import {
  findReward,
  insertCollectLog,
  listTrackRewards,
  type ClaimRewardRow,
} from './claims-store.ts';
import { findBalance } from './store.ts';

/** codeIds: the player's redeemable code ids of a REDEEMABLE_CODE reward (issue 12 Build 9). */
export type ClaimedReward = ClaimRewardRow & { collectedAt: Date; codeIds?: string[] };

export type ClaimResult = { season: SeasonRef; claimed: ClaimedReward[]; granted: GrantedItem[] };

/** The ledger idempotency key of a claim: one grant per player and reward, whichever path claims it. */
export const claimIdempotencyKey = (userId: string, rewardId: number | '') =>
  `claim:${userId}:${rewardId}`;

async function findSeason(scope: TxScope, battlePassId: number): Promise<SeasonRef> {
  const season = await findBattlePassById(scope.tx, battlePassId);
  if (!season) throw invalidInput(`Unknown battle pass id "${battlePassId}".`);
  return season;
}

async function hasPremium(scope: TxScope, userId: string, season: SeasonRef): Promise<boolean> {
  return (await findBalance(scope.tx, userId, season.premiumPassItemKey)) > 0;
}

/** Writes the collect log and grants the reward's item; null when the log already existed. */
async function collect(
  scope: TxScope,
  userId: string,
  season: SeasonRef,
  reward: ClaimRewardRow,
): Promise<{ claimed: ClaimedReward; granted: GrantedItem | null } | null> {
  const collectedAt = await insertCollectLog(scope.tx, userId, reward.id);
  if (!collectedAt) return null;
  const granted = await grantItem(scope, {
    userId,
    itemKey: reward.itemKey,
    amount: reward.amount,
    reason: LedgerReason.claim,
    idempotencyKey: claimIdempotencyKey(userId, reward.id),
    season,
  });
  // Platform event (issue 11): "claim N rewards" missions count every battle pass reward claimed.
  await recordPlatformEvent(scope, userId, PlatformEvent.rewardClaimed, 1, {
    battlePassId: season.id,
    itemKey: reward.itemKey,
  });
  return { claimed: { ...reward, collectedAt, codeIds: granted?.codeIds ?? [] }, granted };
}

/** Claims one reward; errors reward-locked, premium-required, reward-already-collected, invalid-input. */
export async function claimReward(
  scope: TxScope,
  userId: string,
  rewardId: number,
): Promise<ClaimResult> {
  const reward = await findReward(scope.tx, rewardId);
  if (!reward) throw invalidInput(`Unknown reward "${rewardId}".`);
  const season = await findSeason(scope, reward.battlePassId);
  const standing = await loadStanding(scope.tx, userId, season.id);
  const track: RewardTrack = reward.track;
  const premium = track === 'premium' && (await hasPremium(scope, userId, season));
  // A collected reward was reached, so it passes here and the unique collect log answers below.
  const progress = battlePassRewardProgress({
    level: reward.level,
    userLevel: standing.level.level,
    collectedAt: null,
    signedIn: true,
  });
  const claim = { progress, track, hasPremium: premium };
  if (!isRewardClaimable(claim))
    throw rewardTooltip(claim) === BUY_PREMIUM_TO_CLAIM_TOOLTIP
      ? premiumRequired()
      : rewardLocked();
  const collected = await collect(scope, userId, season, reward);
  if (!collected) throw rewardAlreadyCollected();
  return {
    season,
    claimed: [collected.claimed],
    granted: collected.granted ? [collected.granted] : [],
  };
}

/**
 * Claims every claimable reward of one track (e.g. the premium rewards of the levels reached before
 * buying premium). Errors premium-required, no-reward-to-collect.
 */
export async function claimTrackRewards(
  scope: TxScope,
  userId: string,
  battlePassId: number,
  track: RewardTrack,
): Promise<ClaimResult> {
  const season = await findSeason(scope, battlePassId);
  const standing = await loadStanding(scope.tx, userId, season.id);
  const premium = track === 'premium' && (await hasPremium(scope, userId, season));
  if (track === 'premium' && !premium) throw premiumRequired();
  const rows = await listTrackRewards(scope.tx, {
    userId,
    battlePassId,
    track,
    upToLevel: standing.level.level,
  });
  const claimable = rows.filter((row) =>
    isRewardClaimable({
      progress: battlePassRewardProgress({
        level: row.level,
        userLevel: standing.level.level,
        collectedAt: row.collectedAt,
        signedIn: true,
      }),
      track,
      hasPremium: premium,
    }),
  );
  const result: ClaimResult = { season, claimed: [], granted: [] };
  for (const { collectedAt: _none, ...reward } of claimable) {
    const collected = await collect(scope, userId, season, reward);
    if (!collected) continue;
    result.claimed.push(collected.claimed);
    if (collected.granted) result.granted.push(collected.granted);
  }
  if (result.claimed.length === 0) throw noRewardToCollect();
  return result;
}
