// Issue 12 Build 5: opening a held chest, exactly once per press of OPEN (the action's idempotency key,
// issue 10), then the chest animation of the shared reward collection (spec 2 §4 Chest animation; the
// redeemable codes modal follows it when codes came out) and a refetch of the player's balances.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { openChestMutationOptions } from '@levelup/api/chests-inventory';
import { useSessionController } from '#app/session.ts';
import { showCollectedRewards } from '#shared/rewards/reward-collection-store.ts';
import { useActionKeys } from '#shared/use-action-keys.ts';
import { useApi } from '#shared/use-api.ts';

export function useOpenChest() {
  const api = useApi();
  const queryClient = useQueryClient();
  const session = useSessionController();
  const keys = useActionKeys();
  // Errors (insufficient-balance when no chest is left…) show the catalogue's toast (src/app/api-errors.ts).
  const mutation = useMutation({
    ...openChestMutationOptions(api, queryClient),
    onSettled: keys.onSettled,
  });

  /** Opens one chest of `itemKey`; true once its rewards are shown. */
  async function openChest(itemKey: string): Promise<boolean> {
    try {
      const opening = await mutation.mutateAsync(keys.withKey({ itemKey }));
      showCollectedRewards({
        rewards: opening.rewards,
        userChallengeId: null,
        chestItemKey: itemKey,
      });
      void session.refetchUser();
      return true;
    } catch {
      return false;
    }
  }

  return { openChest, opening: mutation.isPending };
}
