// spec 1 §2 Balance chips: "Opening the gold popover loads claimable badge golds if not yet loaded";
// spec 2 §7 Claim badge golds (claimedAmount), exactly once per press (the action's idempotency key),
// then the user is refetched. Rendered inside the gold popover, so it mounts when the popover opens.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  claimBadgeGoldsMutationOptions,
  claimableBadgeGoldsQueryOptions,
} from '@levelup/api/rewards';
import { BadgeGoldsPanel } from '@levelup/ui/profile-rewards/badge-golds-panel';
import { useSessionController } from '#app/session.ts';
import { useActionKeys } from '#shared/use-action-keys.ts';
import { useApi } from '#shared/use-api.ts';

export function BadgeGoldsClaim() {
  const api = useApi();
  const queryClient = useQueryClient();
  const session = useSessionController();
  const keys = useActionKeys();
  // Loaded once; a claim (or a chest opening) invalidates it.
  const golds = useQuery({ ...claimableBadgeGoldsQueryOptions(api), staleTime: Infinity });
  const [claimedAmount, setClaimedAmount] = useState<number | null>(null);
  const claim = useMutation({
    ...claimBadgeGoldsMutationOptions(api, queryClient),
    onSettled: keys.onSettled,
  });
  return (
    <BadgeGoldsPanel
      status={golds.isPending ? 'loading' : golds.isError ? 'error' : 'ready'}
      claimableAmount={golds.data?.claimableAmount ?? 0}
      badges={(golds.data?.badges ?? []).map((badge) => ({
        itemKey: badge.itemKey,
        name: badge.item.name,
        amount: badge.amount,
      }))}
      claiming={claim.isPending}
      claimedAmount={claimedAmount}
      onClaim={() =>
        claim.mutate(keys.withKey({}), {
          onSuccess: ({ claimedAmount: claimed }) => {
            setClaimedAmount(claimed);
            void session.refetchUser();
          },
        })
      }
    />
  );
}
