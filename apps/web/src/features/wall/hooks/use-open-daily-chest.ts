// spec 2 §4 Daily chest: opening the found chest plays the chest animation and shows the rewards in the
// reward collection modal; not found or already opened shows OOPS, YOU CAN'T DO THAT (spec 2 §8, the
// catalogue's daily-chest-not-found modal), multi-accounting its HEADS UP! modal.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { openDailyChestMutationOptions } from '@levelup/api/wall-player';
import { useSessionController } from '#app/session.ts';
import { showCollectedRewards } from '#shared/rewards/reward-collection-store.ts';
import { useActionKeys } from '#shared/use-action-keys.ts';
import { useApi } from '#shared/use-api.ts';
import { deviceHeaders } from '#shared/device-fingerprint.ts';

export function useOpenDailyChest(rarity: string | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  const controller = useSessionController();
  const keys = useActionKeys();
  const open = useMutation({
    ...openDailyChestMutationOptions(api, queryClient),
    onSettled: keys.onSettled,
  });
  const openChest = () =>
    void deviceHeaders().then((headers) =>
      open.mutate(keys.withKey({ headers }), {
        onSuccess: (opening) => {
          showCollectedRewards({
            rewards: opening.rewards,
            userChallengeId: null,
            chestItemKey: rarity ?? opening.chestType,
          });
          void controller.refetchUser();
        },
      }),
    );
  return { openChest, opening: open.isPending };
}
