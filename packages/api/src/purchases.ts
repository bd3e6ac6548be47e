import { mutationOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import {
  idempotencyHeaders,
  retryDelay,
  retryWithSameKey,
  type WithIdempotencyKey,
} from './idempotency.ts';
import { PurchaseShopItemDocument } from './generated/player/graphql.ts';
import type { PurchaseShopItemInput } from './generated/player/graphql.ts';
import { progressionKeys } from './progression.ts';

export { PurchaseShopItemDocument };
export type {
  PurchaseShopItemInput,
  PurchaseShopItemMutation,
} from './generated/player/graphql.ts';

/**
 * spec 1 §7 Purchase shop item. A COIN purchase is settled when it answers, so the player's battle pass
 * state (premium, booster) is refetched on success; card and crypto purchases settle later (issue 5).
 * The variables carry the BUY press's idempotency key, and a try without an answer is retried with it
 * (issue 10).
 */
export function purchaseShopItemMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['shop', 'purchase'],
    mutationFn: async ({
      input,
      idempotencyKey,
    }: WithIdempotencyKey<{ input: PurchaseShopItemInput }>) =>
      (
        await client.request(
          PurchaseShopItemDocument,
          { input },
          idempotencyHeaders(idempotencyKey),
        )
      ).purchaseShopItem,
    retry: retryWithSameKey,
    retryDelay,
    onSuccess: (result) =>
      result.status === 'SUCCESS'
        ? queryClient.invalidateQueries({ queryKey: progressionKeys.all })
        : undefined,
  });
}
