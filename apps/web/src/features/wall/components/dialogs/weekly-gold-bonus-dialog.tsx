// spec 2 §4 Weekly gold bonus: COLLECT claims (one idempotency key per press, reused on retry) and then
// refetches the user.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { claimWeeklyGoldMutationOptions } from '@levelup/api/wall-player';
import { WeeklyGoldBonusModal } from '@levelup/ui/wall/modals/weekly-gold-bonus-modal';
import { useSessionController } from '#app/session.ts';
import { useActionKeys } from '#shared/use-action-keys.ts';
import { useApi } from '#shared/use-api.ts';

export default function WeeklyGoldBonusDialog({
  amount,
  onClose,
}: {
  amount: number;
  onClose: () => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const controller = useSessionController();
  const keys = useActionKeys();
  const claim = useMutation({
    ...claimWeeklyGoldMutationOptions(api, queryClient),
    onSettled: keys.onSettled,
  });
  return (
    <WeeklyGoldBonusModal
      amount={amount}
      collecting={claim.isPending}
      onCollect={() =>
        claim.mutate(keys.withKey({}), {
          onSuccess: () => {
            onClose();
            void controller.refetchUser();
          },
          onError: onClose,
        })
      }
      onClose={onClose}
    />
  );
}
