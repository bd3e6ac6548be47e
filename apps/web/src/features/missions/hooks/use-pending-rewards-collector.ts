// spec 2 §4 Challenge reward flow: pending rewards (rewardReadyAt set, neither collected nor
// cancelled) are collected automatically in one batch when the player opens the product, and shown in
// the reward collection modal. spec 2 §2 /allypass: when more than one was pending and the player is
// elsewhere, the player is taken to the battle pass.
import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import {
  batchCollectChallengeRewardsMutationOptions,
  pendingChallengeRewardsQueryOptions,
} from '@levelup/api/challenges';
import { useSessionController } from '#app/session.ts';
import { useActionKeys } from '#shared/use-action-keys.ts';
import { useApi } from '#shared/use-api.ts';
import { showCollectedRewards } from '#shared/rewards/reward-collection-store.ts';

export function usePendingRewardsCollector() {
  const api = useApi();
  const queryClient = useQueryClient();
  const session = useSessionController();
  const navigate = useNavigate();
  const path = useLocation({ select: (location) => location.pathname });
  const keys = useActionKeys();
  // Once per opening of the product: the query is read once, never refetched in the background.
  const pending = useQuery({
    ...pendingChallengeRewardsQueryOptions(api),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  const collect = useMutation({
    ...batchCollectChallengeRewardsMutationOptions(api, queryClient),
    onSettled: keys.onSettled,
    meta: { errorShown: true },
  });
  const done = useRef(false);
  const ids = pending.data?.map((reward) => reward.id);

  useEffect(() => {
    // Only the first answer counts: rewards that become ready later wait for COLLECT in the panel.
    if (done.current || !ids) return;
    done.current = true;
    if (ids.length === 0) return;
    collect
      .mutateAsync(keys.withKey({ userChallengeIds: ids }))
      .then((collected) => {
        const first = collected[0];
        showCollectedRewards({
          rewards: collected.flatMap((entry) => entry.rewards),
          userChallengeId: collected.length === 1 && first ? first.userChallengeId : null,
        });
        void session.refetchUser();
        if (collected.length > 1 && path !== '/allypass') void navigate({ to: '/allypass' });
      })
      // Nothing left to collect (another tab was faster) or a failure: the rewards stay pending and
      // the missions panel offers COLLECT.
      .catch(() => undefined);
  }, [ids, collect, keys, session, navigate, path]);
}
