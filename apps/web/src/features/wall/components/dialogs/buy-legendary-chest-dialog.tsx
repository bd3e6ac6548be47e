// spec 2 §4 Legendary chest purchase: confirm, buy (one idempotency key per press, reused on retry),
// show a reward overlay with the chest animation, refetch the user; when the player had no Playpoints
// before and has some now, YOU GOT YOUR FIRST PLAYPOINTS follows the overlay. Not enough Gold opens
// YOU DON'T HAVE ENOUGH GOLD (spec 2 §8, through the mutation's `spends`).
import { useMutation } from '@tanstack/react-query';
import { LEGENDARY_CHEST_TYPE } from '@levelup/api/wall';
import { buyLegendaryChestMutationOptions } from '@levelup/api/wall-player';
import { BuyLegendaryChestModal } from '@levelup/ui/wall/modals/buy-legendary-chest-modal';
import { useSession, useSessionController } from '#app/session.ts';
import { showCollectedRewards } from '#shared/rewards/reward-collection-store.ts';
import { useActionKeys } from '#shared/use-action-keys.ts';
import { useApi } from '#shared/use-api.ts';
import { useLegendaryChest } from '../../hooks/use-legendary-chest.ts';
import { isFirstPlaypoints } from '../../lib/first-playpoints.ts';
import { openFirstPlaypointsModal } from '../modals.tsx';

export default function BuyLegendaryChestDialog({ onClose }: { onClose: () => void }) {
  const api = useApi();
  const session = useSession();
  const controller = useSessionController();
  const keys = useActionKeys();
  const chest = useLegendaryChest();
  const buy = useMutation({
    ...buyLegendaryChestMutationOptions(api),
    onSettled: keys.onSettled,
    meta: { spends: 'GOLD' },
  });
  const user = session.status === 'signedIn' ? session.user : null;

  const confirm = () => {
    const playpointsBefore = user?.playpoints ?? 0;
    buy.mutate(keys.withKey({}), {
      onSuccess: (rewards) => {
        onClose();
        const refetched = controller.refetchUser();
        showCollectedRewards({
          rewards,
          userChallengeId: null,
          chestItemKey: LEGENDARY_CHEST_TYPE,
          onClosed: () =>
            void refetched.then(() => {
              const after = controller.store.getState().user?.playpoints;
              if (isFirstPlaypoints(playpointsBefore, after)) openFirstPlaypointsModal(after ?? 0);
            }),
        });
      },
      // The error shows centrally (a toast, or the not-enough-gold / multi-accounting modal).
      onError: onClose,
    });
  };

  return (
    <BuyLegendaryChestModal
      price={chest.price}
      gold={user?.gold ?? 0}
      odds={chest.odds}
      buying={buy.isPending}
      onBuy={confirm}
      onClose={onClose}
    />
  );
}
