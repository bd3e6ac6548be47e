// spec 1 §7 Purchase shop item with an in-app currency (paymentType COIN, quantity 1), and what
// follows it (spec 1 §4, §8): the player's balances are read again; INSUFFICIENT_BALANCE closes the
// purchase modal and opens the not-enough-balance modal; other errors stay in the modal.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { purchaseShopItemMutationOptions } from '@levelup/api/purchases';
import { useSessionController } from '#app/session.ts';
import { useApi } from '#shared/use-api.ts';
import { openNotEnoughBalanceModal } from '../components/modals.tsx';
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
  const mutation = useMutation(purchaseShopItemMutationOptions(api, queryClient));
  const [error, setError] = useState<string | null>(null);

  const buy = (purchase: CoinPurchase) => {
    setError(null);
    mutation.mutate(
      { itemKey: purchase.itemKey, currency: purchase.currency, quantity: 1, paymentType: 'COIN' },
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
