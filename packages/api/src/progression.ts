import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { apiErrorCode } from './errors.ts';
import { battlePassKeys } from './battle-pass.ts';
import type { ApiClient } from './client.ts';
import type { BattlePassLevelFieldsFragment, RewardFieldsFragment } from './generated/graphql.ts';
import {
  idempotencyHeaders,
  retryDelay,
  retryWithSameKey,
  type WithIdempotencyKey,
} from './idempotency.ts';
import {
  BattlePassLevelsDocument,
  BattlePassSettingsDocument,
  BypassSpecialMissionDocument,
  ClaimBattlePassRewardDocument,
  ClaimBattlePassRewardsDocument,
  DailyMissionsDocument,
  UserBattlePassStateDocument,
  UserItemLogsDocument,
  UserItemTransactionDocument,
  UserItemsDocument,
} from './generated/player/graphql.ts';
import type {
  BattlePassLevelsQuery,
  BattlePassSettingsQueryVariables,
  DailyMissionsQueryVariables,
  RewardTrack,
  UserBattlePassStateFieldsFragment,
  UserBattlePassStateQueryVariables,
} from './generated/player/graphql.ts';

export {
  BattlePassLevelsDocument,
  BattlePassSettingsDocument,
  BypassSpecialMissionDocument,
  ClaimBattlePassRewardDocument,
  ClaimBattlePassRewardsDocument,
  DailyMissionsDocument,
  UserBattlePassStateDocument,
  UserItemLogsDocument,
  UserItemTransactionDocument,
  UserItemsDocument,
};
export type {
  BattlePassLevelsQuery,
  BattlePassSettingsQuery,
  ClaimBattlePassRewardMutation,
  ClaimBattlePassRewardsMutation,
  DailyMissionsQuery,
  DailyMissionsQueryVariables,
  GrantedItemFieldsFragment,
  ItemTransactionFieldsFragment,
  RewardTrack,
  TransactionStatus,
  UserBattlePassStateFieldsFragment,
  UserBattlePassStateQuery,
  UserBattlePassStateQueryVariables,
  UserItemLogsSubscription,
  UserItemTransactionSubscription,
  UserItemsQuery,
} from './generated/player/graphql.ts';

/** Query keys of the signed-in player's progression; every key starts with `progressionKeys.all`. */
export const progressionKeys = {
  all: ['progression'] as const,
  states: ['progression', 'state'] as const,
  state: (variables: UserBattlePassStateQueryVariables) =>
    ['progression', 'state', variables.group, variables.key ?? null] as const,
  levels: (battlePassId: string) => ['progression', 'levels', battlePassId] as const,
  dailyMissionsAll: ['progression', 'daily-missions'] as const,
  dailyMissions: (variables: DailyMissionsQueryVariables) =>
    [
      'progression',
      'daily-missions',
      variables.group,
      variables.key ?? null,
      variables.date,
    ] as const,
  userItems: ['progression', 'user-items'] as const,
};

/**
 * The season's settings (ids, item keys, dates, theme) without its levels, for the signed-in player's
 * widget and live updates on every page; they change only on deploy.
 */
export function battlePassSettingsQueryOptions(
  client: ApiClient,
  variables: BattlePassSettingsQueryVariables,
) {
  return queryOptions({
    queryKey: [...battlePassKeys.all, 'settings', variables.group, variables.key ?? null] as const,
    queryFn: async () => (await client.request(BattlePassSettingsDocument, variables)).battlePass,
    staleTime: 5 * 60_000,
  });
}

/** spec 1 §7 User battle pass state: level, premium and booster state; null for a visitor. */
export function userBattlePassStateQueryOptions(
  client: ApiClient,
  variables: UserBattlePassStateQueryVariables,
) {
  return queryOptions({
    queryKey: progressionKeys.state(variables),
    queryFn: async () =>
      (await client.request(UserBattlePassStateDocument, variables)).userBattlePassState,
  });
}

/**
 * spec 1 §7 Battle pass levels with the signed-in player's reward collect logs (Reward.collectedAt): the
 * player's part only; withPlayerLevels joins it to the season's levels.
 */
export function battlePassLevelsQueryOptions(client: ApiClient, battlePassId: string) {
  return queryOptions({
    queryKey: progressionKeys.levels(battlePassId),
    queryFn: async () =>
      (await client.request(BattlePassLevelsDocument, { battlePassId })).battlePassLevels,
  });
}

/** spec 1 §7 Daily missions: network only (never served from the cache), signed in. */
export function dailyMissionsQueryOptions(
  client: ApiClient,
  variables: DailyMissionsQueryVariables,
) {
  return queryOptions({
    queryKey: progressionKeys.dailyMissions(variables),
    queryFn: async () => (await client.request(DailyMissionsDocument, variables)).dailyMissions,
    staleTime: 0,
    gcTime: 0,
  });
}

/** The signed-in player's items with a quantity above 0. */
export function userItemsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: progressionKeys.userItems,
    queryFn: async () => (await client.request(UserItemsDocument)).userItems,
  });
}

/** After a claim, purchase or bypass: the player's state, levels and items are stale. */
function refreshProgression(
  queryClient: QueryClient,
  state: UserBattlePassStateFieldsFragment | null,
) {
  if (state) {
    for (const [
      key,
      cached,
    ] of queryClient.getQueriesData<UserBattlePassStateFieldsFragment | null>({
      queryKey: progressionKeys.states,
    })) {
      if (cached?.battlePassId === state.battlePassId) queryClient.setQueryData(key, state);
    }
  }
  return queryClient.invalidateQueries({ queryKey: progressionKeys.all });
}

/**
 * spec 1 §4 Reward progress: claims one reward exactly once; errors carry reward-already-collected and
 * others. Like every value-moving mutation it carries the action's idempotency key and retries a try
 * that got no answer with it (issue 10).
 */
export function claimBattlePassRewardMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['progression', 'claim-reward'],
    mutationFn: async ({
      idempotencyKey,
      ...variables
    }: WithIdempotencyKey<{ rewardId: string }>) =>
      (
        await client.request(
          ClaimBattlePassRewardDocument,
          variables,
          idempotencyHeaders(idempotencyKey),
        )
      ).claimBattlePassReward,
    retry: retryWithSameKey,
    retryDelay,
    onSuccess: (result) => refreshProgression(queryClient, result.state),
  });
}

/** Claims every claimable reward of a track (premium activated modal: CLAIM YOUR REWARDS). */
export function claimBattlePassRewardsMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['progression', 'claim-rewards'],
    mutationFn: async ({
      idempotencyKey,
      ...variables
    }: WithIdempotencyKey<{ battlePassId: string; track: RewardTrack }>) =>
      (
        await client.request(
          ClaimBattlePassRewardsDocument,
          variables,
          idempotencyHeaders(idempotencyKey),
        )
      ).claimBattlePassRewards,
    retry: retryWithSameKey,
    retryDelay,
    onSuccess: (result) => refreshProgression(queryClient, result.state),
  });
}

/** spec 1 §2 Blocking special mission overlay: bypasses the mission with Snowflakes. */
export function bypassSpecialMissionMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['progression', 'bypass-special-mission'],
    mutationFn: async ({
      idempotencyKey,
      ...variables
    }: WithIdempotencyKey<{ specialMissionId: string }>) =>
      (
        await client.request(
          BypassSpecialMissionDocument,
          variables,
          idempotencyHeaders(idempotencyKey),
        )
      ).bypassSpecialMission,
    retry: retryWithSameKey,
    retryDelay,
    onSuccess: (state) => refreshProgression(queryClient, state),
  });
}

/** Refetches the player's progression (state, levels, items), e.g. after a purchase or a new XP item log. */
export function invalidateProgression(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: progressionKeys.all });
}

/**
 * spec 1 §4 Drawer widget list, level-up reward widget: claims the free track, and the premium track
 * with premium; nothing left on one track is no failure while the other had rewards.
 */
export async function claimLevelUpTracks({
  hasPremium,
  claimTrack,
}: {
  hasPremium: boolean;
  claimTrack: (track: RewardTrack) => Promise<unknown>;
}): Promise<{ claimed: boolean; failure: unknown }> {
  const tracks: RewardTrack[] = hasPremium ? ['BASIC', 'PREMIUM'] : ['BASIC'];
  let claimed = false;
  let failure: unknown = null;
  for (const track of tracks) {
    try {
      await claimTrack(track);
      claimed = true;
    } catch (error) {
      if (apiErrorCode(error) !== 'no-reward-to-collect' || failure === null) failure = error;
    }
  }
  return { claimed, failure: claimed ? null : failure };
}

/** The player's part of a level (collect logs, level challenges), as battlePassLevelsQueryOptions has it. */
export type PlayerLevelPart = BattlePassLevelsQuery['battlePassLevels'][number];

type WithCollectedAt<Reward> = Reward & { collectedAt: string | null };

/** A season level with the player's collect logs and level challenges on it. */
export type PlayerLevel = Omit<BattlePassLevelFieldsFragment, 'basicRewards' | 'premiumRewards'> &
  Omit<PlayerLevelPart, 'basicRewards' | 'premiumRewards'> & {
    basicRewards: Array<WithCollectedAt<RewardFieldsFragment>>;
    premiumRewards: Array<WithCollectedAt<RewardFieldsFragment>>;
  };

/**
 * The season's levels (the shared, cached answer) with the player's part joined by level and reward id
 * (issue 28 Build 2). A level or reward the player's answer lacks (the season changed in between) reads
 * as not collected, with no challenge.
 */
export function withPlayerLevels(
  seasonLevels: ReadonlyArray<BattlePassLevelFieldsFragment>,
  playerLevels: ReadonlyArray<PlayerLevelPart>,
): PlayerLevel[] {
  const byLevel = new Map(playerLevels.map((entry) => [entry.level, entry]));
  return seasonLevels.map((season) => {
    const mine = byLevel.get(season.level);
    const collected = (rewards: PlayerLevelPart['basicRewards'] | undefined) =>
      new Map<string, string | null>(
        rewards?.map((reward) => [reward.id, reward.collectedAt ?? null]),
      );
    const basic = collected(mine?.basicRewards);
    const premium = collected(mine?.premiumRewards);
    return {
      ...season,
      basicCollectedAt: mine?.basicCollectedAt ?? null,
      premiumCollectedAt: mine?.premiumCollectedAt ?? null,
      basicRewards: season.basicRewards.map((reward) => ({
        ...reward,
        collectedAt: basic.get(reward.id) ?? null,
      })),
      premiumRewards: season.premiumRewards.map((reward) => ({
        ...reward,
        collectedAt: premium.get(reward.id) ?? null,
      })),
      free: mine?.free ?? null,
      freeUserChallenge: mine?.freeUserChallenge ?? null,
      premium: mine?.premium ?? null,
      premiumUserChallenge: mine?.premiumUserChallenge ?? null,
    };
  });
}
