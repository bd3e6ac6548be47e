// spec 1 §7 Purchase shop item with an in-app currency (paymentType COIN, quantity 1), and what
// follows it (spec 1 §4, §8): the player's balances are read again; INSUFFICIENT_BALANCE closes the
// purchase modal and opens the not-enough-balance modal; other errors stay in the modal. Card and
// crypto purchases settle in their checkout, then the same activated modals open.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateProgression } from '@levelup/api/progression';
import { purchaseShopItemMutationOptions } from '@levelup/api/purchases';
import { useSessionController } from '#app/session.ts';
import { useActionKeys } from '#shared/use-action-keys.ts';
import { useApi } from '#shared/use-api.ts';
import {
  openBoosterActivatedModal,
  openNotEnoughBalanceModal,
  openPremiumActivatedModal,
} from '../components/modals.tsx';
import { purchaseFailure } from '../lib/purchase-failure.ts';
import type { PurchaseProduct } from '../lib/purchase-failure.ts';

export type CoinPurchase = { itemKey: string; currency: string };

/** Buys one item with a coin price; `onBought` runs after the purchase succeeded. */
export function useCoinPurchase({
  product,
  onClose,
  onBought,
}: {
  product: PurchaseProduct;
  /** Closes the purchase modal. */
  onClose: () => void;
  onBought: (purchase: CoinPurchase) => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const session = useSessionController();
  const actionKeys = useActionKeys();
  const mutation = useMutation({
    ...purchaseShopItemMutationOptions(api, queryClient),
    onSettled: actionKeys.onSettled,
    meta: { errorShown: true },
  });
  const [error, setError] = useState<string | null>(null);

  const buy = (purchase: CoinPurchase) => {
    setError(null);
    mutation.mutate(
      actionKeys.withKey({
        input: {
          itemKey: purchase.itemKey,
          currency: purchase.currency,
          quantity: 1,
          paymentType: 'COIN' as const,
        },
      }),
      {
        onSuccess: () => {
          void session.refetchUser();
          onClose();
          onBought(purchase);
        },
        onError: (failure) => {
          const shown = purchaseFailure({
            error: failure,
            product,
            paymentType: 'COIN',
            currency: purchase.currency,
          });
          if (shown.kind === 'notEnoughBalance') {
            onClose();
            openNotEnoughBalanceModal(shown.currency);
          } else setError(shown.text);
        },
      },
    );
  };
  return { buy, pending: mutation.isPending, error, setError };
}

/** What a card or crypto checkout bought, for what follows its success. */
export type CheckoutProduct = { product: 'premium' } | { product: 'booster'; durationDays: number };

/**
 * spec 1 §4 Card purchase / Wallet purchase done: refresh the user, refetch the battle pass state,
 * close, and show the activated modal.
 */
export function useCheckoutSucceeded(bought: CheckoutProduct, onClose: () => void) {
  const queryClient = useQueryClient();
  const session = useSessionController();
  return () => {
    void session.refetchUser();
    void invalidateProgression(queryClient);
    onClose();
    if (bought.product === 'premium') openPremiumActivatedModal();
    else openBoosterActivatedModal(bought.durationDays);
  };
}
