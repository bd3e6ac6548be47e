// The missions panel's actions (issue 11; spec 2 §7): collect a mission's or a challenge's reward
// exactly once (the action's idempotency key), enroll, start, cancel, start a standalone mission.
// Collected rewards open the reward collection modal; errors show the catalogue's toast (spec 2 §8:
// "You have already collected this reward!", mission-is-over…).
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cancelChallengeMutationOptions,
  collectChallengeRewardMutationOptions,
  collectMissionRewardMutationOptions,
  enrollChallengeMutationOptions,
  invalidateChallenges,
  startChallengeMutationOptions,
  startMissionMutationOptions,
} from '@levelup/api/challenges';
import type { ChallengeCardAction } from '@levelup/ui/missions/challenge-card';
import { showToast } from '@levelup/ui/feedback/toast-store';
import { useSessionController } from '#app/session.ts';
import { apiErrorText } from '#shared/api-error-text.ts';
import { useActionKeys } from '#shared/use-action-keys.ts';
import { useApi } from '#shared/use-api.ts';
import type { ChallengeData } from '../lib/missions-panel-view.ts';
import { showCollectedRewards } from '#shared/rewards/reward-collection-store.ts';

/** The toast id of a failed missions action (one at a time). */
export const MISSION_ERROR_TOAST_ID = 'missions-action-error';

/** Where a mission or standalone mission was started from (spec 2 §7 Start mission attribution). */
export const MISSIONS_PANEL_ATTRIBUTION = 'missions-panel';

export function useMissionActions() {
  const api = useApi();
  const queryClient = useQueryClient();
  const session = useSessionController();
  const keys = useActionKeys();
  const collectMission = useMutation({
    ...collectMissionRewardMutationOptions(api, queryClient),
    onSettled: keys.onSettled,
    meta: { errorShown: true },
  });
  const collectChallenge = useMutation({
    ...collectChallengeRewardMutationOptions(api, queryClient),
    onSettled: keys.onSettled,
    meta: { errorShown: true },
  });
  const enroll = useMutation({
    ...enrollChallengeMutationOptions(api, queryClient),
    meta: { errorShown: true },
  });
  const start = useMutation({
    ...startChallengeMutationOptions(api, queryClient),
    meta: { errorShown: true },
  });
  const cancel = useMutation({
    ...cancelChallengeMutationOptions(api, queryClient),
    meta: { errorShown: true },
  });
  const startMission = useMutation({
    ...startMissionMutationOptions(api, queryClient),
    meta: { errorShown: true },
  });
  /** What runs now: a user mission id, or `${challengeId}:${action}`. */
  const [running, setRunning] = useState<string | null>(null);

  async function run(id: string, work: () => Promise<void>) {
    if (running) return;
    setRunning(id);
    try {
      await work();
    } catch (error) {
      // An already collected or ended reward: show the panel as the server has it.
      void invalidateChallenges(queryClient);
      const text = apiErrorText(error);
      if (text) showToast({ id: MISSION_ERROR_TOAST_ID, text, tone: 'error' });
    } finally {
      setRunning(null);
    }
  }

  /** COLLECT on a mission that pays on its own (daily, platform, standalone). */
  const collectMissionReward = (userMissionId: string) =>
    run(userMissionId, async () => {
      const rewards = await collectMission.mutateAsync(
        keys.withKey({ userMissionId, attribution: MISSIONS_PANEL_ATTRIBUTION }),
      );
      showCollectedRewards({ rewards, userChallengeId: null });
      void session.refetchUser();
    });

  /** A challenge card's action. */
  const challengeAction = (challenge: ChallengeData, action: ChallengeCardAction) =>
    run(`${challenge.id}:${action}`, async () => {
      const ref = { challengeId: challenge.id, challengeStakeId: challenge.stakeId };
      if (action === 'collect') {
        const rewards = await collectChallenge.mutateAsync(keys.withKey(ref));
        showCollectedRewards({ rewards, userChallengeId: challenge.userChallengeId });
        void session.refetchUser();
      } else if (action === 'enroll') await enroll.mutateAsync(ref);
      else if (action === 'cancel') await cancel.mutateAsync(ref);
      else if (challenge.status === 'startable') {
        const missionId = challenge.missions[0]?.id;
        if (missionId)
          await startMission.mutateAsync({ missionId, attribution: MISSIONS_PANEL_ATTRIBUTION });
      } else await start.mutateAsync(ref);
    });

  const pendingActionOf = (challengeId: string): ChallengeCardAction | null => {
    if (!running?.startsWith(`${challengeId}:`)) return null;
    return running.slice(challengeId.length + 1) as ChallengeCardAction;
  };

  return { collectMissionReward, challengeAction, running, pendingActionOf };
}
