// Missions and challenges of the signed-in player (issue 11; spec 2 §7, spec 1 §7): the missions
// panel, pending rewards, enroll / start / cancel, and the exactly-once collects, which carry the
// action's idempotency key and retry a try that got no answer with it (issue 10).
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import {
  AdventCalendarDocument,
  BatchCollectChallengeRewardsDocument,
  CancelChallengeDocument,
  CollectChallengeRewardDocument,
  CollectMissionRewardDocument,
  EnrollChallengeDocument,
  MissionsPanelDocument,
  PendingChallengeRewardsDocument,
  StartChallengeDocument,
  StartMissionDocument,
  UserMissionChangedDocument,
} from './generated/player/graphql.ts';
import type { MissionsPanelQueryVariables } from './generated/player/graphql.ts';
import {
  idempotencyHeaders,
  retryDelay,
  retryWithSameKey,
  type WithIdempotencyKey,
} from './idempotency.ts';
import { progressionKeys } from './progression.ts';

export { UserMissionChangedDocument };
export type {
  AdventCalendarQuery,
  ChallengeType,
  MissionsPanelQuery,
  MissionsPanelQueryVariables,
  PanelChallengeFieldsFragment,
  PanelMissionFieldsFragment,
  RewardItemFieldsFragment,
  UserChallengeFieldsFragment,
  UserMissionChangedSubscription,
  UserMissionFieldsFragment,
} from './generated/player/graphql.ts';

/** Query keys of missions and challenges; the progression keys' daily missions refresh with them. */
export const challengeKeys = {
  all: ['challenges'] as const,
  panel: (variables: MissionsPanelQueryVariables) =>
    ['challenges', 'panel', variables.group, variables.key ?? null, variables.date] as const,
  pending: ['challenges', 'pending'] as const,
  advent: (year: number | null) => ['challenges', 'advent', year] as const,
};

/** The missions panel: today's daily missions, the player's challenges, never served stale. */
export function missionsPanelQueryOptions(
  client: ApiClient,
  variables: MissionsPanelQueryVariables,
) {
  return queryOptions({
    queryKey: challengeKeys.panel(variables),
    queryFn: () => client.request(MissionsPanelDocument, variables),
    staleTime: 0,
  });
}

/** spec 1 §2 /advent-calendar: December's doors with the player's progress (this year by default). */
export function adventCalendarQueryOptions(client: ApiClient, year: number | null = null) {
  return queryOptions({
    queryKey: challengeKeys.advent(year),
    queryFn: async () => (await client.request(AdventCalendarDocument, { year })).adventCalendar,
    staleTime: 0,
  });
}

/** spec 2 §4 Pending rewards of the signed-in player (collected automatically in a batch). */
export function pendingChallengeRewardsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: challengeKeys.pending,
    queryFn: async () =>
      (await client.request(PendingChallengeRewardsDocument)).pendingChallengeRewards,
    staleTime: 0,
  });
}

/** After progress, a collect or an enrolment: missions, challenges, balances and the pass are stale. */
export function invalidateChallenges(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: challengeKeys.all }),
    queryClient.invalidateQueries({ queryKey: progressionKeys.all }),
  ]);
}

/** Live progress (userMissionChanged, ChallengeRewardReady): the panel and the drawer's count reread. */
export function invalidateMissionProgress(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: challengeKeys.all }),
    queryClient.invalidateQueries({ queryKey: progressionKeys.dailyMissionsAll }),
  ]);
}

type ChallengeRef = { challengeId: string; challengeStakeId?: string | null };

/** spec 2 §7 Enroll challenge; answers the user challenge id. */
export function enrollChallengeMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['challenges', 'enroll'],
    mutationFn: async (variables: ChallengeRef) =>
      (await client.request(EnrollChallengeDocument, variables)).enrollChallenge,
    onSettled: () => invalidateChallenges(queryClient),
  });
}

/** spec 2 §7 Start challenge: its window starts now. */
export function startChallengeMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['challenges', 'start'],
    mutationFn: async (variables: ChallengeRef) =>
      (await client.request(StartChallengeDocument, variables)).startChallenge,
    onSettled: () => invalidateChallenges(queryClient),
  });
}

/** spec 2 §7 Cancel challenge; answers the new stage. */
export function cancelChallengeMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['challenges', 'cancel'],
    mutationFn: async (variables: ChallengeRef) =>
      (await client.request(CancelChallengeDocument, variables)).cancelChallenge,
    onSettled: () => invalidateChallenges(queryClient),
  });
}

/** spec 2 §7 Start mission (a standalone mission's card); answers the user mission id. */
export function startMissionMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['challenges', 'start-mission'],
    mutationFn: async (variables: { missionId: string; attribution: string }) =>
      (await client.request(StartMissionDocument, variables)).startMission,
    onSettled: () => invalidateChallenges(queryClient),
  });
}

/** spec 2 §7 Collect challenge reward, exactly once (reward-already-collected on a second try). */
export function collectChallengeRewardMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['challenges', 'collect-challenge'],
    mutationFn: async ({ idempotencyKey, ...variables }: WithIdempotencyKey<ChallengeRef>) =>
      (
        await client.request(
          CollectChallengeRewardDocument,
          variables,
          idempotencyHeaders(idempotencyKey),
        )
      ).collectChallengeReward,
    retry: retryWithSameKey,
    retryDelay,
    // onSuccess, so the caller's onSettled (its action keys) does not replace it.
    onSuccess: () => invalidateChallenges(queryClient),
  });
}

/** spec 2 §7 Collect mission reward, exactly once. */
export function collectMissionRewardMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['challenges', 'collect-mission'],
    mutationFn: async ({
      idempotencyKey,
      ...variables
    }: WithIdempotencyKey<{ userMissionId: string; attribution?: string | null }>) =>
      (
        await client.request(
          CollectMissionRewardDocument,
          variables,
          idempotencyHeaders(idempotencyKey),
        )
      ).collectMissionReward,
    retry: retryWithSameKey,
    retryDelay,
    // onSuccess, so the caller's onSettled (its action keys) does not replace it.
    onSuccess: () => invalidateChallenges(queryClient),
  });
}

/** spec 1 §7 Batch collect challenge rewards of pending user challenges (no-reward-to-collect when none). */
export function batchCollectChallengeRewardsMutationOptions(
  client: ApiClient,
  queryClient: QueryClient,
) {
  return mutationOptions({
    mutationKey: ['challenges', 'batch-collect'],
    mutationFn: async ({
      idempotencyKey,
      ...variables
    }: WithIdempotencyKey<{ userChallengeIds: string[] }>) =>
      (
        await client.request(
          BatchCollectChallengeRewardsDocument,
          variables,
          idempotencyHeaders(idempotencyKey),
        )
      ).batchCollectChallengeRewards,
    retry: retryWithSameKey,
    retryDelay,
    // onSuccess, so the caller's onSettled (its action keys) does not replace it.
    onSuccess: () => invalidateChallenges(queryClient),
  });
}
